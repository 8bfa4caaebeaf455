import { act, screen, waitFor, within } from '@testing-library/react';
import { itemFactory, scanFactory } from '../../../fakes/factories/transaction.factory';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { money } from '../../../src/core/shared/money';
import { openAccount as openHistory } from '../../helpers/long-history';
import { renderApp } from '../../helpers/render-app';

const transient = { transient: { country: 'fr' as const } };
const bottle = itemFactory.build({ name: 'Bouteille 75 cl', quantity: 2, price: money(20, 'EUR'), imageUrl: '/images/bottle.svg' });
const cup = itemFactory.build({ name: 'Gobelet', quantity: 3, price: money(10, 'EUR'), imageUrl: '/images/cup.svg' });

/** A history with one transaction of each kind the rules tell apart (TEST_TODAY is 21 Nov 2026). */
const HISTORY: TransactionRecord[] = [
  scanFactory.build(
    { id: 'scan-done', items: [bottle, cup], amount: money(70, 'EUR'), createdAt: '2026-11-02T09:00:00.000Z', comment: 'Merci !' },
    transient,
  ),
  scanFactory.build(
    {
      id: 'scan-pending',
      status: 'PENDING',
      items: [bottle],
      numberOfScans: 4,
      amount: money(80, 'EUR'),
      createdAt: '2026-11-10T09:00:00.000Z',
    },
    transient,
  ),
  scanFactory.build(
    {
      id: 'scan-rejected',
      status: 'REJECTED',
      items: [cup],
      numberOfScans: 3,
      amount: money(30, 'EUR'),
      createdAt: '2026-10-10T09:00:00.000Z',
    },
    transient,
  ),
  {
    ...scanFactory.build({ id: 'out-failed', createdAt: '2026-09-01T09:00:00.000Z' }, transient),
    category: 'WITHDRAWAL',
    status: 'FAILED',
    items: [],
    numberOfScans: 0,
    amount: money(-1250, 'EUR'),
    accountName: 'PayPal',
    accountNumber: 'FR7630006000011234567890189',
  },
  scanFactory.build({ id: 'scan-old', items: [cup], amount: money(30, 'EUR'), createdAt: '2023-05-04T09:00:00.000Z' }, transient),
];

/** The French demo customer's account page with `rows` as history (this file's by default), at `query`. */
const openAccount = (rows: readonly TransactionRecord[] = HISTORY, query = '') => openHistory(rows, query);

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const header = (history: HTMLElement, name: RegExp) => within(history).findByRole('button', { name });

describe('transaction history', () => {
  it('titles each transaction by category and status, with a text status, hiding amounts of pending and rejected scans', async () => {
    const { history } = await openAccount();
    const done = await header(history, /5 contenants rapportés/);
    expect(done).toHaveTextContent('0,70 €');
    expect(done).toHaveTextContent('2 nov.');
    expect(done).not.toHaveTextContent('2026');
    const pending = await header(history, /4 contenants scannés/);
    expect(pending).toHaveTextContent('En attente');
    expect(pending).not.toHaveTextContent('€');
    const rejected = await header(history, /3 contenants scannés/);
    expect(rejected).toHaveTextContent('Refusé');
    expect(rejected).not.toHaveTextContent('€');
    const failed = await header(history, /Retrait annulé/);
    expect(failed).toHaveTextContent('Échoué');
    // Not paid out: back in the balance, said in words, never as money out.
    expect(failed).toHaveAccessibleName(/12,50\s€ Recrédité sur votre solde/);
    expect(failed).not.toHaveTextContent(/[-−]\s?12,50/);
    // Older than the previous year: the year is shown.
    expect(await header(history, /3 contenants rapportés.*4 mai 2023/)).toBeInTheDocument();
    // Thumbnails only for completed or rejected scans, with their quantity badges.
    expect(done.querySelectorAll('[data-image-state], img')).toHaveLength(2);
    expect(rejected.querySelectorAll('[data-image-state], img')).toHaveLength(1);
    expect(pending.querySelectorAll('[data-image-state], img')).toHaveLength(0);
  });

  it('says how many containers the customer has returned in total', async () => {
    const { history } = await openAccount();
    expect(await within(history).findByText('Vous avez rapporté 8 contenants au total.')).toBeInTheDocument();
  });

  it('opens an item with the keyboard and shows its body: comment, items, the date a pending scan should be credited by', async () => {
    const { history, user } = await openAccount();
    const done = await header(history, /5 contenants rapportés/);
    done.focus();
    await user.keyboard('{Enter}');
    expect(done).toHaveAttribute('aria-expanded', 'true');
    const body = screen.getByRole('region', { name: /5 contenants rapportés/ });
    // Opened at once: the body's code may still be on its way (a chunk of its own), then it is there.
    expect(await within(body).findByText('Merci !')).toBeInTheDocument();
    const items = within(body).getByRole('list', { name: 'Contenants rapportés' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(items).getByRole('img', { name: 'Bouteille 75 cl' })).toBeInTheDocument();
    expect(within(items).getByText('Quantité : 2')).toBeInTheDocument();
    expect(within(items).getByText('Consigne : 0,20 € l’unité')).toBeInTheDocument();

    // Newest first: the pending scan (10 Nov) is just above.
    await user.keyboard('{ArrowUp}');
    const pending = await header(history, /4 contenants scannés/);
    expect(pending).toHaveFocus();
    await user.keyboard(' ');
    const pendingBody = screen.getByRole('region', { name: /4 contenants scannés/ });
    expect(pendingBody).toHaveTextContent('jusqu’à 32 jours');
    expect(pendingBody).toHaveTextContent('au plus tard le 12 décembre 2026');
    expect(within(pendingBody).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a withdrawal account masked but for its last digits', async () => {
    const { history, user } = await openAccount();
    await user.click(await header(history, /Retrait annulé/));
    const body = screen.getByRole('region', { name: /Retrait annulé/ });
    expect(body).toHaveTextContent('Devait être versé sur : PayPal •••• 0189');
    expect(body).not.toHaveTextContent('30006');
  });

  it('shows withdrawals that were not paid out as money back in the balance, with the reason, cancelled and failed told apart', async () => {
    const withdrawal = (
      id: string,
      status: TransactionRecord['status'],
      day: string,
      comment: string | null = null,
    ): TransactionRecord => ({
      ...scanFactory.build({ id, createdAt: `2026-${day}T09:00:00.000Z` }, transient),
      category: 'WITHDRAWAL',
      status,
      items: [],
      numberOfScans: 0,
      amount: money(-1250, 'EUR'),
      comment,
      accountName: 'Camille Martin',
      accountNumber: 'FR7630006000011234567890189',
    });
    const { history, user } = await openAccount([
      withdrawal('out-pending', 'PENDING', '11-20'),
      withdrawal('out-failed', 'FAILED', '11-10', 'La banque a refusé le virement.'),
      withdrawal('out-cancelled', 'CANCELLED', '11-05'),
      withdrawal('out-done', 'COMPLETED', '10-01'),
      scanFactory.build(
        { id: 'scan-cancelled', status: 'CANCELLED', numberOfScans: 2, amount: money(40, 'EUR'), createdAt: '2026-09-01T09:00:00.000Z' },
        transient,
      ),
    ]);
    const failed = await header(history, /Retrait annulé.*Échoué/);
    const cancelled = await header(history, /Retrait annulé.*Annulé/);
    for (const returned of [failed, cancelled]) {
      expect(returned).toHaveAccessibleName(/^Retrait annulé 12,50\s€ Recrédité sur votre solde/);
      expect(returned).not.toHaveTextContent(/[-−]/);
    }
    // Money that did leave, or is on its way, is still shown as money out.
    const paidOut = /^Retrait\b(?! en| annulé)/;
    expect(await header(history, paidOut)).toHaveAccessibleName(/^Retrait -12,50\s€ 1 oct\./);
    expect(await header(history, /Retrait en attente/)).toHaveAccessibleName(/-12,50\s€/);
    // A cancelled scan credited nothing: no amount that would read as a credit.
    expect(await header(history, /2 contenants scannés/)).not.toHaveTextContent('€');

    await user.click(failed);
    const failedBody = screen.getByRole('region', { name: /Retrait annulé.*Échoué/ });
    expect(failedBody).toHaveTextContent(
      'Ce retrait n’a pas été versé : son montant de 12,50 € a été recrédité sur votre solde. Motif : La banque a refusé le virement.',
    );
    expect(within(failedBody).getAllByText(/La banque a refusé le virement/)).toHaveLength(1);
    expect(failedBody).toHaveTextContent('Devait être versé sur : Camille Martin •••• 0189');
    expect(failedBody).not.toHaveTextContent(/Versé sur|À verser/);

    await user.click(cancelled);
    const cancelledBody = screen.getByRole('region', { name: /Retrait annulé.*Annulé/ });
    expect(cancelledBody).toHaveTextContent('Ce retrait n’a pas été versé : son montant de 12,50 € a été recrédité sur votre solde.');
    expect(cancelledBody).not.toHaveTextContent('Motif');

    await user.click(await header(history, /Retrait en attente/));
    const pendingBody = screen.getByRole('region', { name: /Retrait en attente/ });
    expect(pendingBody).toHaveTextContent('À verser sur : Camille Martin •••• 0189');
    expect(pendingBody).not.toHaveTextContent('recrédité');

    await user.click(await header(history, paidOut));
    expect(screen.getByRole('region', { name: paidOut })).toHaveTextContent('Versé sur : Camille Martin •••• 0189');
  });

  it('renders a body only once its item is opened', async () => {
    const { history } = await openAccount();
    await header(history, /5 contenants rapportés/);
    expect(screen.queryByText('Merci !')).not.toBeInTheDocument();
  });

  it('filters by type and status and sorts, through the API and the address, which a reload keeps', async () => {
    const { history, user, location, backend } = await openAccount();
    const spy = vi.spyOn(backend, 'transactions');
    await user.selectOptions(within(history).getByLabelText('Type'), 'Retrait');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/account?type=WITHDRAWAL'));
    expect(await header(history, /Retrait annulé/)).toBeInTheDocument();
    await waitFor(() => expect(within(history).queryByRole('button', { name: /contenants/ })).not.toBeInTheDocument());
    await user.selectOptions(within(history).getByLabelText('Ordre'), 'Les plus anciennes d’abord');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/account?type=WITHDRAWAL&sort=oldest'));
    expect(spy).toHaveBeenCalledWith(expect.any(String), { itemsPerPage: 1000, page: 1, type: 'WITHDRAWAL', sortBy: 'created_at' });
    // The impact still counts every return, not only what the filter shows.
    expect(within(history).getByText('Vous avez rapporté 8 contenants au total.')).toBeInTheDocument();
  });

  it('names the entry types as the specification labels them: deposit, withdrawal, customer care adjustment', async () => {
    const { history } = await openAccount();
    const options = within(within(history).getByLabelText('Type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Tous les types', 'Consigne', 'Ajustement du service client', 'Retrait']);
  });

  it('reads the filters from a shared address', async () => {
    const { history } = await openAccount(HISTORY, '?status=PENDING&sort=oldest');
    expect(await header(history, /4 contenants scannés/)).toBeInTheDocument();
    expect(within(history).getByLabelText('Statut')).toHaveValue('PENDING');
    expect(within(history).getByLabelText('Ordre')).toHaveValue('oldest');
    expect(within(history).getAllByRole('button', { expanded: false })).toHaveLength(1);
  });

  it('says when nothing matches and clears the filters', async () => {
    const { history, user, location } = await openAccount(HISTORY, '?type=ADJUSTMENT');
    expect(await within(history).findByText(/Aucune opération ne correspond à ces filtres/)).toBeInTheDocument();
    await user.click(within(history).getByRole('link', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/account'));
    expect(await header(history, /5 contenants rapportés/)).toBeInTheDocument();
  });

  it('folds the filters behind a "Filter" button that says whether they are shown (phone layout, issue 20 point 7)', async () => {
    const { history, user } = await openAccount();
    await header(history, /5 contenants rapportés/);
    const toggle = within(history).getByRole('button', { name: 'Filtrer' });
    const filters = within(history).getByRole('group', { name: 'Filtrer et trier' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', filters.id);
    expect(filters).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(filters).toHaveAttribute('data-open', 'true');
  });

  it('shows the filters in use from the start, and counts them on the button', async () => {
    const { history } = await openAccount(HISTORY, '?type=WITHDRAWAL&status=FAILED');
    const toggle = await within(history).findByRole('button', { name: 'Filtrer (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(history).getByRole('group', { name: 'Filtrer et trier' })).toHaveAttribute('data-open', 'true');
  });

  it('shows no filters on an empty history', async () => {
    const { history } = await openAccount([]);
    await within(history).findByText(/Aucun retour pour l’instant/);
    expect(within(history).queryByRole('group', { name: 'Filtrer et trier' })).not.toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /Filtrer/ })).not.toBeInTheDocument();
  });

  it('invites a customer without returns to find a bin', async () => {
    const { history } = await openAccount([]);
    expect(await within(history).findByText(/Aucun retour pour l’instant/)).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Trouver un point de collecte' })).toHaveAttribute('href', '/shop-and-return');
    expect(within(history).getByText('Vous n’avez encore rapporté aucun contenant.')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /Télécharger/ })).not.toBeInTheDocument();
  });

  it('says what went wrong and retries on demand', async () => {
    const app = await renderApp({ path: '/', locale: 'fr-FR', signedInAs: 'fr' });
    await screen.findByRole('button', { name: /Camille Martin/ });
    app.backend.failNext('server_error', { call: 'transactions' });
    act(() => app.location.navigate('/user/account'));
    const history = await screen.findByRole('region', { name: 'Historique' });
    const alert = await within(history).findByRole('alert');
    expect(alert).toHaveTextContent(/./);
    await app.user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    // The tap is answered at once (the error gives way to the loading state), then the rows come.
    expect(within(history).queryByRole('alert')).not.toBeInTheDocument();
    expect((await within(history).findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
    expect(within(history).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the fetched history as a dated CSV file', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:history'));
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      const { history, user } = await openAccount([
        ...HISTORY.slice(0, 2),
        { ...HISTORY[3]!, createdAt: '2026-09-01T09:00:00.000Z', comment: 'La banque a refusé le virement.' },
        scanFactory.build(
          { id: 'evil', items: [{ ...cup, name: '=HYPERLINK("http://evil")' }], createdAt: '2026-08-01T00:00:00.000Z' },
          transient,
        ),
      ]);
      await user.click(await within(history).findByRole('button', { name: 'Télécharger mon historique (CSV)' }));
      // Named in the customer's language (issue 44 point 3).
      expect(names).toEqual(['historique-2026-11-21.csv']);
      // A UTF-8 byte-order mark first, so that spreadsheets read the accents (FileReader drops it).
      expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
      expect(new Uint8Array(await readBytes(blobs[0]!)).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
      const text = await readText(blobs[0]!);
      expect(text.split('\r\n')).toEqual([
        // French spreadsheets split on ';' and read decimal commas as numbers (issue 20 point 4).
        'Date;Type;Statut;Montant;Devise;Frais;Versé;Contenants;Recrédité sur le solde;Commentaire',
        // A pending scan's items are not shown on the screen, nor listed here (spec §4, issue 44 point 3).
        '2026-11-10;Consigne;En attente;;;;;;;',
        '2026-11-02;Consigne;Terminé;0,70;EUR;;;"2 × Bouteille 75 cl; 3 × Gobelet";;Merci !',
        // Not paid out: no money out in the amount column, the amount in its own column.
        '2026-09-01;Retrait;Échoué;;EUR;;;;12,50;La banque a refusé le virement.',
        // Quoted as RFC 4180 says (the cell starts with its quantity: no formula can start it).
        '2026-08-01;Consigne;Terminé;0,30;EUR;;;"3 × =HYPERLINK(""http://evil"")";;',
        '',
      ]);
    } finally {
      click.mockRestore();
    }
  });

  it('opens the contact form pre-filled with a return’s date, reference and items', async () => {
    const { history, user } = await openAccount();
    await user.click(await header(history, /5 contenants rapportés/));
    await user.click(screen.getByRole('link', { name: /^Un problème avec ce retour\s\?$/ }));
    const subject = await screen.findByLabelText('Objet');
    await waitFor(() => expect(subject).toHaveValue('Problème avec mon retour du 2 novembre 2026'));
    const message = screen.getByLabelText('Message');
    expect(message).toHaveValue(
      // One line per product (issue 20, point 2).
      'Référence\u00a0: scan-done\nDate\u00a0: 2 novembre 2026\nContenants\u00a0:\n2 × Bouteille 75 cl\n3 × Gobelet\n\n',
    );
  });
});
