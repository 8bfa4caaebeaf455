import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

async function openLogin() {
  const app = await renderApp({ path: '/login', locale: 'en-US' });
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return app;
}

describe('focus on a freshly loaded page', () => {
  it('reaches the cookie banner, then the skip link, from the first Tab, even when the start redirected (/profile → log in)', async () => {
    const { user, location } = await renderApp({ path: '/profile', locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/login/));
    const banner = screen.getByRole('region', { name: 'Cookies on Circulo' });
    await user.tab();
    expect(banner).toContainElement(document.activeElement as HTMLElement);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    for (let stops = 0; stops < 5 && document.activeElement !== skip; stops++) {
      expect(banner).toContainElement(document.activeElement as HTMLElement);
      await user.tab();
    }
    expect(skip).toHaveFocus();
  });

  it('still moves focus to the new page when the visitor follows a link', async () => {
    const { user } = await renderApp({ path: '/', locale: 'en-US' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('the forgot-password dialog', () => {
  it('gives focus back to "Forgot your password?" when closed with Escape', async () => {
    const { user } = await openLogin();
    const opener = screen.getByRole('button', { name: 'Forgot your password?' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await waitFor(() => expect(within(dialog).getByLabelText('Email', { selector: 'input' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to "Forgot your password?" when closed with ×, after the link was sent', async () => {
    const { user } = await openLogin();
    const opener = screen.getByRole('button', { name: 'Forgot your password?' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email', { selector: 'input' }), 'demo@example.com{Enter}');
    const sent = await screen.findByRole('dialog', { name: 'Check your inbox' });
    await user.click(within(sent).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows and announces "Recovery link sent" inside the open dialog, above its backdrop', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email', { selector: 'input' }), 'demo@example.com{Enter}');
    const sent = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(within(within(sent).getByRole('status')).getByText('Recovery link sent')).toBeInTheDocument();
    // Closed, the dialog takes the notifications back to the page.
    await user.keyboard('{Escape}');
    expect(within(screen.getByRole('status')).getByText('Recovery link sent')).toBeInTheDocument();
  });
});
