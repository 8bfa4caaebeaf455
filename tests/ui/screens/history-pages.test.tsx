import { act, screen, within } from '@testing-library/react';
import type { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import type { TransactionQuery } from '../../../src/core/wallet/transaction';
import { openAccount, returns } from '../../helpers/long-history';
import { renderApp } from '../../helpers/render-app';
import { LONG_LIST_TEST_TIMEOUT } from '../../helpers/timeouts';

// Issue 42 point 3: a history of any length. The server answers pages of 1,000 (spec §7) with no count.

// Thousands of rows make role queries over the whole history slow in jsdom (a name is computed per
// button): each query below is scoped to the part of the card it is about.

/** The download button, found while the first rows only are drawn. */
const downloadButton = (history: HTMLElement) => within(history).findByRole('button', { name: 'Télécharger mon historique (CSV)' });
/** The list's end (how many are shown, the next page), found by its words. */
const listEnd = async (history: HTMLElement, words: RegExp) => (await within(history).findByText(words)).parentElement!;
/** The export's words and buttons, found by its words. */
const exportArea = async (history: HTMLElement, words: RegExp) => (await within(history).findByText(words)).parentElement!;

/** The list's pages the server was asked for (not the completed scans the impact counts). */
const listPages = (calls: readonly (readonly [unknown, TransactionQuery?])[]) =>
  calls
    .map(([, query]) => query)
    .filter((query) => !query?.status)
    .map((query) => query?.page);

/** The list's page `page` waits for the call this answers (the filtered calls of the impact pass). */
function holdPage(backend: InMemoryBackend, page: number): () => void {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const real = backend.transactions.bind(backend);
  vi.spyOn(backend, 'transactions').mockImplementation(async (token, query) => {
    if (query?.page === page && !query.status) await held;
    return real(token, query);
  });
  return release;
}

/** The files saved, read back as text (jsdom's Blob has no text(): FileReader, as a browser reads it). */
function savedFiles() {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:history')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const lines = (blob: Blob) =>
    new Promise<string[]>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split('\r\n').filter(Boolean));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(blob);
    });
  return { count: () => blobs.length, lines: (index = 0) => lines(blobs[index]!) };
}

// Each renders a page of 1,000 rows (about 4 s in jsdom, idle).
describe('a history of any length', { timeout: LONG_LIST_TEST_TIMEOUT }, () => {
  it('counts the containers of every return, over every page: 2,500 returns are 2,500 containers in total', async () => {
    const { history } = await openAccount(returns(2500));
    expect(await within(history).findByText(/^Vous avez rapporté 2\s500 contenants au total\.$/)).toBeInTheDocument();
  });

  it('says the figure covers only the latest returns when the older pages cannot be read, never "in total"', async () => {
    const app = await renderApp({ path: '/', locale: 'fr-FR', signedInAs: 'fr' });
    const demo = app.backend.findUser('demo@example.com', 'fr');
    app.backend.addUser({ ...demo!, transactions: returns(2500) });
    await screen.findByRole('button', { name: /Camille Martin/ });
    const real = app.backend.transactions.bind(app.backend);
    vi.spyOn(app.backend, 'transactions').mockImplementation(async (token, query) => {
      if (query?.status === 'COMPLETED' && query.page === 2) app.backend.failNext('server_error', { call: 'transactions' });
      return real(token, query);
    });
    act(() => app.location.navigate('/user/account'));
    const history = await screen.findByRole('region', { name: 'Historique' });
    expect(
      await within(history).findByText(/^Dans vos 1\s000 derniers retours, vous avez rapporté 1\s000 contenants\.$/),
    ).toBeInTheDocument();
    expect(within(history).queryByText(/au total/)).not.toBeInTheDocument();
  });

  it('shows the first page first, and the next one when the customer asks for it, saying how many are shown', async () => {
    const { history, user, backend } = await openAccount(returns(2500));
    const spy = vi.spyOn(backend, 'transactions');
    let end = await listEnd(history, /^1\s000 opérations affichées\.$/);
    await user.click(within(end).getByRole('button', { name: 'Afficher les opérations suivantes' }));
    end = await listEnd(history, /^2\s000 opérations affichées\.$/);
    expect(listPages(spy.mock.calls)).toEqual([2]);
    // Keyboard: the button answers Enter; once the last page is in, the words that replace it take its focus.
    within(end).getByRole('button', { name: 'Afficher les opérations suivantes' }).focus();
    await user.keyboard('{Enter}');
    const all = await within(history).findByText(/^Toutes les opérations sont affichées\s:\s2\s500\.$/);
    expect(all).toHaveFocus();
    expect(listPages(spy.mock.calls)).toEqual([2, 3]);
    // The rows of the later pages are in the list, each saying its place of 2,500; only those near the
    // screen are drawn (issue 42 point 3: tests/ui/screens/history-window.test.tsx).
    expect(within(history).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '2500');
  });

  it('downloads every page as CSV, its progress announced while the pages are read: 2,500 rows', async () => {
    const files = savedFiles();
    const { history, user, backend } = await openAccount(returns(2500));
    const download = await downloadButton(history);
    // The second page waits until the progress has been seen.
    const release = holdPage(backend, 2);
    await user.click(download);
    const progress = await within(history).findByText(/^Préparation du fichier\s:\s1\s000 opérations lues…$/);
    expect(progress).toHaveAttribute('role', 'status');
    expect(files.count()).toBe(0);
    release();
    expect(await within(history).findByText(/^Fichier prêt\s:\s2\s500 opérations\.$/)).toBe(progress);
    const lines = await files.lines();
    expect(lines).toHaveLength(2501);
    expect(lines[1]).toMatch(/^2026-11-01;Consigne;Terminé;/);
    expect(lines.at(-1)).toMatch(/^2026-07-\d\d;Consigne;Terminé;/);
  });

  it('says so when a page fails mid-export, keeps what was read, and resumes from where it stopped', async () => {
    const files = savedFiles();
    const { history, user, backend } = await openAccount(returns(2500));
    const download = await downloadButton(history);
    const real = backend.transactions.bind(backend);
    const spy = vi.spyOn(backend, 'transactions');
    let failed = false;
    spy.mockImplementation(async (token, query) => {
      if (query?.page === 3 && !query.status && !failed) {
        failed = true;
        backend.failNext('server_error', { call: 'transactions' });
      }
      return real(token, query);
    });
    await user.click(download);
    const area = await exportArea(history, /La lecture de votre historique s’est arrêtée après 2\s000 opérations\. Rien n’est perdu/);
    const alert = within(area.parentElement!).getByRole('alert');
    expect(files.count()).toBe(0);
    // What was read stays on screen.
    await listEnd(history, /^2\s000 opérations affichées\.$/);
    await user.click(within(alert).getByRole('button', { name: 'Reprendre' }));
    await within(history).findByText(/^Fichier prêt\s:\s2\s500 opérations\.$/);
    expect(await files.lines()).toHaveLength(2501);
    // Page 2 was read once: Resume went on from page 3.
    expect(listPages(spy.mock.calls)).toEqual([2, 3, 3]);
  });

  it('stops a long export when the customer cancels it, keeping the pages read', async () => {
    const files = savedFiles();
    const { history, user, backend } = await openAccount(returns(2500));
    const download = await downloadButton(history);
    const release = holdPage(backend, 2);
    await user.click(download);
    const area = await exportArea(history, /^Préparation du fichier/);
    await user.click(within(area).getByRole('button', { name: 'Annuler le téléchargement' }));
    expect(await within(area).findByText(/^Téléchargement annulé\./)).toHaveAttribute('role', 'status');
    release();
    await listEnd(history, /^2\s000 opérations affichées\.$/);
    expect(files.count()).toBe(0);
  });
});
