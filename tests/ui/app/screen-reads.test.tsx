import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { renderApp } from '../../helpers/render-app';
import { inFrame } from '../../helpers/customer-page';
import { TOKENS } from '../../../src/composition/tokens';
import { preloadScreen } from '../../../src/ui/app/routes';

type Call = 'me' | 'balance' | 'transactions' | 'payoutMethods' | 'withdrawalTerms';

/**
 * Every call of `names` the server receives, with the page's heading at that moment (none: the page
 * not drawn yet, or only its frame, the heading above the loading state) and whether the customer's own request (`me`) had been answered by then.
 */
function watch(backend: InMemoryBackend, names: readonly Call[]) {
  const calls: { readonly call: Call; readonly heading: string | null; readonly query?: unknown; readonly meAnswered: boolean }[] = [];
  let meAnswered = false;
  for (const name of names) {
    const original = backend[name].bind(backend) as (...args: unknown[]) => Promise<unknown>;
    (backend as unknown as Record<Call, unknown>)[name] = (...args: unknown[]) => {
      calls.push({
        call: name,
        heading: inFrame() ? null : (document.querySelector('main h1')?.textContent ?? null),
        query: args[1],
        meAnswered,
      });
      const answer = original(...args);
      if (name === 'me') void answer.finally(() => (meAnswered = true));
      return answer;
    };
  }
  return calls;
}

/** The app opened at `path` in French (signed in as the French customer unless `visitor`), the calls of `names` watched. */
async function open(path: string, names: readonly Call[], visitor = false) {
  let calls: ReturnType<typeof watch> = [];
  // The page's code is here before the first render, as src/main.tsx has it: what is measured is when
  // the page asks, not how long this process takes to compile its modules.
  await preloadScreen(path.split('?')[0]!);
  const app = await renderApp({
    path,
    locale: 'fr-FR',
    ...(visitor ? {} : { signedInAs: 'fr' as const }),
    arrange: (b) => (calls = watch(b, names)),
  });
  return { app, calls };
}

// Issue 22 point 2: a customer page's money is asked for as the restored session's answer lands, not
// after the page's first render — and once.
describe('a customer page asks for what it shows as soon as the customer is known', () => {
  it('the account: the balance and the history, before the page is drawn, each once', async () => {
    const { calls } = await open('/user/account', ['me', 'balance', 'transactions']);
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(await screen.findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
    // The history's first page, and the completed returns the impact line counts (issue 42 point 3).
    expect(calls.map((c) => c.call).sort()).toEqual(['balance', 'me', 'transactions', 'transactions']);
    // The impact's count follows its code, loaded with the page (see the next test); the rest is asked first.
    const impactCount = (c: (typeof calls)[number]) => (c.query as { status?: string } | undefined)?.status === 'COMPLETED';
    expect(calls.filter((c) => c.heading !== null && !impactCount(c))).toEqual([]);
  });

  it('the account: the balance and the history go out beside the restored session’s own request, not after its answer', async () => {
    const { calls } = await open('/user/account', ['me', 'balance', 'transactions']);
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(await screen.findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
    // The history's first page, and the completed returns the impact line counts (issue 42 point 3).
    expect(calls.map((c) => c.call).sort()).toEqual(['balance', 'me', 'transactions', 'transactions']);
    // The balance and the history's first page beside it; the impact's count follows its code, loaded
    // with the page (issue 42 point 3: CountReturnedContainers is deferred).
    expect(calls.filter((c) => c.call !== 'me' && !c.meAnswered).map((c) => c.call)).toEqual(
      expect.arrayContaining(['balance', 'transactions']),
    );
    expect(calls.filter((c) => c.call === 'balance' && c.meAnswered)).toEqual([]);
  });

  it('the account with filters in its address: the history those filters ask for', async () => {
    const { calls } = await open('/user/account?type=SCAN', ['transactions']);
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(calls[0]).toMatchObject({ heading: null, query: expect.objectContaining({ type: 'SCAN' }) });
  });

  it('the withdrawal: the balance, the terms and the payout methods, before the page is drawn, each once', async () => {
    const { calls } = await open('/user/withdraw', ['balance', 'withdrawalTerms', 'payoutMethods']);
    await screen.findByRole('heading', { level: 1, name: 'Retirer mon solde' });
    expect(await screen.findByRole('textbox', { name: /Montant/ })).toBeInTheDocument();
    expect(calls.map((c) => c.call).sort()).toEqual(['balance', 'payoutMethods', 'withdrawalTerms']);
    // The terms' code loads with their first use (the home route's budget): the server hears of them
    // once it has arrived, which may be after the first render.
    expect(calls.filter((c) => c.call !== 'withdrawalTerms' && c.heading !== null)).toEqual([]);
  });

  it('a visitor: nothing about money is asked, and the way leads to login', async () => {
    const { app, calls } = await open('/user/account', ['me', 'balance', 'transactions'], true);
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(app.location.history.at(-1)).toMatch(/^\/login/);
    expect(calls).toEqual([]);
  });

  it('a saved session the server refuses: what was asked beside it is forgotten, and no "session expired" the customer never had', async () => {
    let calls: ReturnType<typeof watch> = [];
    await preloadScreen('/user/account');
    const app = await renderApp({
      path: '/user/account',
      locale: 'fr-FR',
      signedInAs: 'fr',
      arrange: (backend) => {
        calls = watch(backend, ['me', 'balance', 'transactions']);
        // The server forgets every token as the restore asks who the customer is (a security reset).
        const me = backend.me.bind(backend);
        backend.me = (...args: Parameters<typeof me>) => {
          backend.revokeAllTokens();
          return me(...args);
        };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(app.location.history.at(-1)).toMatch(/^\/login/);
    expect(calls.map((c) => c.call)).toContain('balance');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/expiré/)).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(app.container.get(TOKENS.TokenStore).load()).toBeNull();
  });

  it('signing out from the account asks for nothing more: the page leaves with the customer', async () => {
    const { app, calls } = await open('/user/account', ['balance', 'transactions']);
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(await screen.findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
    const asked = calls.length;
    await app.user.click(screen.getByRole('button', { name: /Camille Martin/ }));
    await app.user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Mon compte' })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.slice(asked)).toEqual([]);
  });
});
