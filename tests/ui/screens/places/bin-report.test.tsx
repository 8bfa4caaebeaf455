import { screen, waitFor, within } from '@testing-library/react';
import { TEST_TODAY } from '../../../../src/composition/bindings/test';
import type { Bin } from '../../../../src/core/places/bin';
import { renderApp, type RenderAppOptions } from '../../../helpers/render-app';

const SHOP = { id: 'r-1', name: 'Alpha Foods' };
const ago = (minutes: number) => new Date(TEST_TODAY.getTime() - minutes * 60_000).toISOString();
const BINS: readonly Bin[] = [
  { id: 'b1', lat: 38.9024, lng: -77.029, details: '1200 K St NW', retailer: SHOP, status: { state: 'open', reportedAt: ago(30) } },
  { id: 'b2', lat: 38.8973, lng: -77.0063, details: 'Union Station', retailer: SHOP, status: { state: 'open', reportedAt: ago(30) } },
];

async function openLocator(options: RenderAppOptions = {}) {
  const app = await renderApp({
    locale: 'en-US',
    path: '/shop-and-return?id=b1&zoom=15',
    arrange: (backend) => backend.setBins('us', BINS),
    ...options,
  });
  const info = await screen.findByRole('region', { name: 'Alpha Foods' });
  return { ...app, info };
}
const reportFrom = async (info: HTMLElement, user: Awaited<ReturnType<typeof openLocator>>['user']) => {
  await user.click(within(info).getByRole('button', { name: /^Report a problem with Alpha Foods/ }));
  return screen.findByRole('dialog', { name: 'Report a problem' });
};

describe('reporting a problem with a bin (issue 21, point 3)', () => {
  it('signed in, is two taps from the info window: the dialog, then the reason; thanks and the dialog closes', async () => {
    const { info, user, backend } = await openLocator({ signedInAs: 'us' });
    const dialog = await reportFrom(info, user);
    expect(within(dialog).getByText('What is wrong with this bin?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'It is full' }));
    expect(await screen.findByText('Thank you, your report was sent.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.state().binReports).toEqual([expect.objectContaining({ binId: 'b1', reason: 'full' })]);
  });

  it('is also beside each entry of the list, named for its bin', async () => {
    const { user, backend } = await openLocator({ signedInAs: 'us' });
    await user.click(screen.getByRole('button', { name: 'Report a problem with Alpha Foods, Union Station' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(dialog).toHaveTextContent('Union Station');
    await user.click(within(dialog).getByRole('button', { name: 'I cannot find it' }));
    await screen.findByText('Thank you, your report was sent.');
    expect(backend.state().binReports).toEqual([expect.objectContaining({ binId: 'b2', reason: 'cannot_find' })]);
  });

  it('“Something else” asks for a note: blank, it says so on the field; then it is sent trimmed', async () => {
    const { info, user, backend } = await openLocator({ signedInAs: 'us' });
    const dialog = await reportFrom(info, user);
    await user.click(within(dialog).getByRole('button', { name: 'Something else' }));
    const note = within(dialog).getByRole('textbox', { name: 'What is the problem?' });
    expect(note).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    // (The report's code loads with its first use.)
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(/./);
    await user.type(note, '  The lid is stuck  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await screen.findByText('Thank you, your report was sent.');
    expect(backend.state().binReports?.[0]).toMatchObject({ reason: 'other', note: 'The lid is stuck' });
  });

  it('a second report on the same bin says when the first was sent', async () => {
    const { info, user } = await openLocator({ signedInAs: 'us' });
    await user.click(within(await reportFrom(info, user)).getByRole('button', { name: 'It is full' }));
    await screen.findByText('Thank you, your report was sent.');
    const again = await reportFrom(info, user);
    await user.click(within(again).getByRole('button', { name: 'It is out of order' }));
    expect(await within(again).findByText(/^You already reported this bin on November 21, 2026 at 10:00/)).toBeInTheDocument();
  });

  it('a second customer’s “full” within the hour shows the bin full at once (the bins are read again)', async () => {
    const { info, user, backend } = await openLocator({ signedInAs: 'us' });
    const other = await backend.issueToken({
      client_id: 'test-client',
      country_code: 'us',
      email: 'empty@example.com',
      grant_type: 'password',
      password: 'demo1234',
    });
    await backend.reportBin(other.ok ? other.data.access_token : null, 'b1', { reason: 'full' });
    expect(info).not.toHaveTextContent('Full');
    await user.click(within(await reportFrom(info, user)).getByRole('button', { name: 'It is full' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Alpha Foods' })).toHaveTextContent('Full — reported 1 minute ago'));
  });

  it('offline: says nothing was sent, keeps the note, and sends it once back', async () => {
    const { info, user, backend } = await openLocator({ signedInAs: 'us' });
    const dialog = await reportFrom(info, user);
    await user.click(within(dialog).getByRole('button', { name: 'Something else' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'What is the problem?' }), 'Sticker torn');
    backend.failNext('offline', { call: 'reportBin' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByText(/^You are offline: nothing was sent\./)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('textbox', { name: 'What is the problem?' })).toHaveValue('Sticker torn');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await screen.findByText('Thank you, your report was sent.');
  });

  it('a server without the call: the dialog says reporting is not available, the note stays, and the buttons give way to that sentence', async () => {
    const { info, user, backend } = await openLocator({ signedInAs: 'us' });
    const dialog = await reportFrom(info, user);
    await user.click(within(dialog).getByRole('button', { name: 'Something else' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'What is the problem?' }), 'Moved inside');
    backend.failNext('not_found', { call: 'reportBin' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByText(/^Reporting a problem is not available yet\./)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('textbox', { name: 'What is the problem?' })).toHaveValue('Moved inside');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const window = screen.getByRole('region', { name: 'Alpha Foods' });
    expect(within(window).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(window).toHaveTextContent('Reporting a problem is not available yet.');
    expect(screen.queryByRole('button', { name: /^Report a problem with/ })).not.toBeInTheDocument();
  });

  it('Escape closes the dialog and gives the focus back to the button that opened it', async () => {
    const { info, user } = await openLocator({ signedInAs: 'us' });
    const dialog = await reportFrom(info, user);
    // The browser's showModal puts the focus in the dialog; jsdom leaves it where it was.
    within(dialog).getByRole('button', { name: 'It is full' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(info).getByRole('button', { name: /^Report a problem with Alpha Foods/ })).toHaveFocus();
  });

  it('signed out, leads to login, then back to the same bin with its report open', async () => {
    const { info, user, location } = await openLocator();
    await user.click(within(info).getByRole('button', { name: /^Report a problem with Alpha Foods/ }));
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/login\?returnTo=/));
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(dialog).toHaveTextContent('1200 K St NW');
    expect(location.history?.at(-1)).toBe('/shop-and-return?id=b1&zoom=15');
  });
});
