import { screen, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { TEST_TODAY } from '../../../../src/composition/bindings/test';
import { TOKENS } from '../../../../src/composition/tokens';
import { money } from '../../../../src/core/shared/money';
import type { Locale } from '../../../../src/core/content/locale';
import { earlyLook } from '../../../../src/ui/screens/wallet/copy/early-look';
import { balanceCopyNodes } from '../../../../src/ui/screens/wallet/copy/paint-balance-copy';
import { holdCalls } from '../../../helpers/hold-calls';
import { renderApp } from '../../../helpers/render-app';

// Issue 46 point 4: what the account's frame paints from the device's copy before the app runs is what
// the app draws from it first, element for element — the app's drawing replaces it once the page is
// hydrated, and nothing may move or change then.

const READ_AT = TEST_TODAY.getTime() - 60 * 60 * 1000;

const returning = (balance: ReturnType<typeof money>, readAt: number) => (container: Container) => {
  const tokens = container.get(TOKENS.TokenStore);
  tokens.own('demo-fr', tokens.load()!.session);
  container.get(TOKENS.AccountSnapshotStore).write({ customer: 'demo-fr', balance, readAt });
};

describe.each<[Locale, ReturnType<typeof money>, number]>([
  ['fr-FR', money(123456, 'EUR'), READ_AT],
  ['ja-JP', money(8800, 'JPY'), READ_AT - 3 * 24 * 60 * 60 * 1000],
  ['en-GB', money(5, 'GBP'), READ_AT],
])('in %s', (locale, balance, readAt) => {
  it('the balance card painted before the app is the one the app draws from the copy', async () => {
    const { i18n } = await renderApp({
      path: '/user/account',
      locale,
      signedInAs: 'fr',
      arrange: (backend) => void holdCalls(backend, ['balance', 'transactions']),
      device: returning(balance, readAt),
    });
    const title = i18n.t('wallet:account.balanceTitle');
    const drawn = await screen.findByRole('region', { name: title });
    // The copy's line, as the app words it: "… · updating…" (Japanese: "…時点・更新中…").
    await within(drawn).findByText(/·|時点/);
    const [lead, painted] = balanceCopyNodes(document, { balance, readAt }, earlyLook(i18n.t, locale), TEST_TODAY) as Element[];
    expect(painted?.outerHTML).toBe(drawn.outerHTML);
    expect(painted?.isEqualNode(drawn)).toBe(true);
    expect(lead?.className).toBe(drawn.previousElementSibling?.className);
  });
});
