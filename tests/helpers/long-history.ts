import { act, screen } from '@testing-library/react';
import { itemFactory, scanFactory } from '../../fakes/factories/transaction.factory';
import type { TransactionRecord } from '../../fakes/backend/records';
import { renderApp } from './render-app';

// The account page's history as a test arranges it: a history longer than a page of 1,000 (issue 42
// point 3), or any rows, opened at the account page with a query.

const transient = { transient: { country: 'fr' as const } };
const START = Date.parse('2026-11-01T09:00:00.000Z');

/** `count` completed returns of one container each, one an hour, newest first: return-0 is the newest. */
export const returns = (count: number): TransactionRecord[] =>
  Array.from({ length: count }, (_, i) =>
    scanFactory.build(
      {
        id: `return-${i}`,
        items: [itemFactory.build({ name: 'Gobelet', quantity: 1 }, transient)],
        createdAt: new Date(START - i * 3_600_000).toISOString(),
      },
      transient,
    ),
  );

/** Signs the French demo customer in with `rows` as history, then opens the account page at `query`. */
export async function openAccount(rows: readonly TransactionRecord[], query = '') {
  const app = await renderApp({ path: '/', locale: 'fr-FR', signedInAs: 'fr' });
  const demo = app.backend.findUser('demo@example.com', 'fr');
  if (!demo) throw new Error('no demo user');
  app.backend.addUser({ ...demo, transactions: rows });
  await screen.findByRole('button', { name: /Camille Martin/ });
  act(() => app.location.navigate(`/user/account${query}`));
  const history = await screen.findByRole('region', { name: 'Historique' });
  return { ...app, history };
}
