import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { later } from '../../../src/ui/components/Later/later';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en-GB',
  resources: {
    'en-GB': {
      common: { actions: { retry: 'Retry' }, status: { loading: 'Loading…' } },
      errors: { offline: 'You’re offline: nothing was sent.' },
    },
  },
});

const Review = ({ amount }: { readonly amount: string }) => <h2>Review {amount}</h2>;
const show = (Part: ComponentType<{ amount: string }>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Part amount="€5.00" />
    </I18nextProvider>,
  );

describe('a part of a screen loaded apart', () => {
  it('says it is loading until its code arrives, then shows it with its props', async () => {
    let arrive: (c: ComponentType<{ amount: string }>) => void = () => undefined;
    const Part = later(() => new Promise<ComponentType<{ amount: string }>>((resolve) => (arrive = resolve)));
    show(Part);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    arrive(Review);
    expect(await screen.findByRole('heading', { name: 'Review €5.00' })).toBeInTheDocument();
  });

  it('renders at once when preloaded, loading its code once', async () => {
    const load = vi.fn(async () => Review);
    const Part = later(load);
    await Part.preload();
    show(Part);
    expect(screen.getByRole('heading', { name: 'Review €5.00' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so with Retry when its code cannot be had, and shows it once Retry finds it', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ amount: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Review);
    const Part = later(load);
    show(Part);
    expect(await screen.findByRole('alert')).toHaveTextContent('You’re offline: nothing was sent.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Review €5.00' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
