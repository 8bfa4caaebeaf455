import { screen } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

/**
 * The focus race at its root (issue 19, point 3): when a form's errors are drawn, the first invalid
 * field already has the focus — in the same task, not in an effect run later. A test (or a screen
 * reader) that reads the page the moment the errors appear finds the focus where it belongs.
 */
describe('a form with invalid fields', () => {
  it('has moved focus to the first invalid field by the time the errors are in the page', async () => {
    const { user } = await renderApp({ path: '/login', locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const email = screen.getByLabelText('Email', { selector: 'input' });

    const focusWhenDrawn: (Element | null)[] = [];
    const observer = new MutationObserver(() => {
      if (email.getAttribute('aria-invalid') === 'true' && focusWhenDrawn.length === 0) focusWhenDrawn.push(document.activeElement);
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Enter your email address.');
    observer.disconnect();

    expect(focusWhenDrawn).toEqual([email]);
    expect(email).toHaveFocus();
  });
});
