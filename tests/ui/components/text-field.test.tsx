import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../../src/ui/components/TextField/TextField';

describe('TextField: what a kind of field is as an input', () => {
  it('an email field brings the email keyboard and autofill, a password field is masked', () => {
    render(
      <>
        <TextField label="Email" kind="email" />
        <TextField label="Password" kind="password" />
        <TextField label="Name" kind="name" />
      </>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('type', 'password');
  });

  it('what the screen says wins over the kind (the login names its email field a username)', () => {
    render(<TextField label="Email" kind="email" autoComplete="username" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
  });
});
