import { payoutDestination } from '../../../src/core/wallet/payout-destination';
import { domainError, type DomainError } from '../../../src/core/shared/domain-error';
import { money } from '../../../src/core/shared/money';
import { err, ok } from '../../../src/core/shared/result';
import type { BankData } from '../../../src/core/wallet/payout-method';
import type { WithdrawalQuote, WithdrawalRequest } from '../../../src/core/wallet/withdrawal';
import {
  initialWithdrawal,
  locksMethods,
  withdrawalStep,
  type WithdrawalEvent,
  type WithdrawalFlow,
} from '../../../src/core/wallet/withdrawal-flow';

const BANK: BankData = {
  types: { PAYPAL: { email: 'a@example.com' }, TRANSFERWISE: { accountNumber: '', iban: 'FR76…189' } },
  default: 'PAYPAL',
};
const quote = (cents = 1000): WithdrawalQuote => ({
  amount: money(cents, 'EUR'),
  fee: money(0, 'EUR'),
  net: money(cents, 'EUR'),
  method: 'PAYPAL',
});
const request = (key: string, cents = 1000): WithdrawalRequest => ({
  amount: money(cents, 'EUR'),
  fee: money(0, 'EUR'),
  method: 'PAYPAL',
  idempotencyKey: key,
  customer: 'c-1',
  destination: payoutDestination(BANK, 'PAYPAL'),
});
const reviewed = (key = 'k1', cents = 1000): WithdrawalEvent => ({
  type: 'reviewed',
  quote: quote(cents),
  fresh: request(key, cents),
  bankData: BANK,
});
const failed = (error: DomainError): WithdrawalEvent => ({ type: 'answered', result: err(error) });
/** Confirmed: a review is held first (issue 47 point 3); a request sent before goes again at once. */
const confirm: WithdrawalEvent = { type: 'confirm', at: 0 };
/** The hold is over: the request goes. */
const release: WithdrawalEvent = { type: 'release' };
const made: WithdrawalEvent = { type: 'answered', result: ok({ id: 'w1', balance: money(500, 'EUR') }) };

/** Runs events from the start; returns the flow and the effects of the last event. */
function run(...events: WithdrawalEvent[]) {
  let flow: WithdrawalFlow = initialWithdrawal;
  let effects: readonly string[] = [];
  for (const event of events) ({ flow, effects } = withdrawalStep(flow, event));
  return { flow, effects, step: flow.step };
}
const keyOf = (flow: WithdrawalFlow) => ('request' in flow.step ? flow.step.request.idempotencyKey : null);

describe('the withdrawal as a state machine', () => {
  it('goes form → review → confirming → done, and says it was withdrawn', () => {
    expect(run(reviewed()).step.kind).toBe('review');
    expect(run(reviewed(), confirm, release).step.kind).toBe('confirming');
    const done = run(reviewed(), confirm, release, made);
    expect(done.step.kind).toBe('done');
    expect(done.effects).toEqual(['withdrawn']);
  });

  it('holds a confirmed review for 10 seconds before it goes (issue 47 point 3): nothing is sent while held', () => {
    const held = run(reviewed('k1'), { type: 'confirm', at: 1_000 });
    expect(held.step).toMatchObject({ kind: 'holding', until: 11_000, request: { idempotencyKey: 'k1' } });
    expect(held.effects).toEqual([]);
    // A second confirm, an answer or "change the amount" during the hold change nothing.
    for (const event of [confirm, made, { type: 'edit' } as const]) expect(withdrawalStep(held.flow, event).flow).toBe(held.flow);
    const released = withdrawalStep(held.flow, release).flow;
    expect(released.step).toMatchObject({ kind: 'confirming', retry: false, request: { idempotencyKey: 'k1' } });
  });

  it('undone during the hold: back to the form, said once; nothing was sent, and a new review gets a new key', () => {
    const undone = run(reviewed('k1'), confirm, { type: 'undo' });
    expect(undone.step).toEqual({ kind: 'form', undone: quote() });
    expect(undone.flow.unsure).toBeNull();
    expect(withdrawalStep(undone.flow, release).flow).toBe(undone.flow);
    expect(keyOf(withdrawalStep(undone.flow, reviewed('k2')).flow)).toBe('k2');
  });

  it('the page left during the hold: back to the form, nothing sent', () => {
    const left = run(reviewed('k1'), confirm, { type: 'left' });
    expect(left.step).toEqual({ kind: 'form' });
    expect(withdrawalStep(left.flow, release).flow).toBe(left.flow);
    // Undo and leaving mean nothing outside the hold.
    const review = run(reviewed());
    expect(withdrawalStep(review.flow, { type: 'undo' }).flow).toBe(review.flow);
    expect(withdrawalStep(review.flow, { type: 'left' }).flow).toBe(review.flow);
  });

  it('the destination changed elsewhere during the hold: nothing is sent, back to the form with the reason', () => {
    const moved: BankData = { ...BANK, types: { ...BANK.types, PAYPAL: { email: 'b@example.com' } } };
    const back = run(reviewed(), confirm, { type: 'methodsChanged', bankData: moved });
    expect(back.step.kind).toBe('form');
    expect(back.flow.notice).toEqual({ code: 'payout_method_changed', onAmount: false });
  });

  it('holds the first confirmation only: a request sent before goes again at once', () => {
    const unknown = run(reviewed('k1'), confirm, release, failed(domainError('timeout')));
    expect(withdrawalStep(unknown.flow, confirm).flow.step).toMatchObject({ kind: 'confirming', retry: true });
  });

  it('ignores a second confirm while one is being sent (single submission)', () => {
    const once = run(reviewed(), confirm, release);
    expect(withdrawalStep(once.flow, confirm).flow).toBe(once.flow);
  });

  it('ignores an answer that comes when nothing is being sent', () => {
    const review = run(reviewed());
    expect(withdrawalStep(review.flow, made).flow).toBe(review.flow);
  });

  it.each([
    ['network_error', 'no_answer'],
    ['timeout', 'no_answer'],
    ['server_error', 'server_error'],
    ['invalid_response', 'unreadable'],
  ] as const)('a %s is an unknown outcome (%s): the balance is read again and only the same key is sent again', (code, reason) => {
    const unknown = run(reviewed('k1'), confirm, release, failed(domainError(code)));
    expect(unknown.step).toMatchObject({ kind: 'unknown', reason });
    expect(unknown.effects).toEqual(['refreshBalance']);
    expect(unknown.flow.unsure?.idempotencyKey).toBe('k1');
    const retried = withdrawalStep(unknown.flow, confirm).flow;
    expect(retried.step.kind).toBe('confirming');
    expect(keyOf(retried)).toBe('k1');
  });

  it('offline: nothing left the device; the same request is offered again', () => {
    const offline = run(reviewed('k1'), confirm, release, failed(domainError('offline')));
    expect(offline.step.kind).toBe('offline');
    expect(offline.effects).toEqual([]);
    expect(keyOf(withdrawalStep(offline.flow, confirm).flow)).toBe('k1');
  });

  it('reviewing the same amount again after an unknown outcome reuses its key; another amount gets a new one', () => {
    const unknown = run(reviewed('k1'), confirm, release, failed(domainError('timeout')), { type: 'edit' });
    expect(unknown.step.kind).toBe('form');
    expect(unknown.flow.unsure?.idempotencyKey).toBe('k1');
    expect(keyOf(withdrawalStep(unknown.flow, reviewed('k2')).flow)).toBe('k1');
    expect(keyOf(withdrawalStep(unknown.flow, reviewed('k3', 2000)).flow)).toBe('k3');
  });

  it('an answer to the unsure request settles it: made, or refused (a refusal is not kept under the key)', () => {
    const unsure = [reviewed('k1'), confirm, release, failed(domainError('timeout')), confirm] as const;
    expect(run(...unsure, made).flow.unsure).toBeNull();
    expect(run(...unsure, failed(domainError('rate_limited'))).flow.unsure).toBeNull();
  });

  it.each([
    // Issue 42 point 5: the balance was enough at the review; this withdrawal was not made, and that is said first.
    ['amount_above_balance', { code: 'withdrawal_balance_changed', onAmount: false }, ['refreshBalance']],
    ['amount_below_minimum', { code: 'amount_below_minimum', onAmount: true }, []],
    ['amount_invalid', { code: 'amount_invalid', onAmount: true }, []],
    ['withdrawal_terms_changed', { code: 'withdrawal_terms_changed', onAmount: false }, ['reloadTerms']],
    ['email_not_verified', { code: 'email_not_verified', onAmount: false }, []],
    ['payout_method_not_set_up', { code: 'payout_method_not_set_up', onAmount: false }, []],
  ] as const)('a refusal %s goes back to the form with its reason', (code, notice, effects) => {
    const back = run(reviewed(), confirm, release, failed(domainError(code)));
    expect(back.step.kind).toBe('form');
    expect(back.flow.notice).toEqual(notice);
    expect(back.effects).toEqual(effects);
  });

  it('a field refusal of the amount is said under the amount', () => {
    const back = run(reviewed(), confirm, release, failed({ code: 'invalid_input', fields: { amount: 'amount_too_precise' } }));
    expect(back.flow.notice).toEqual({ code: 'amount_too_precise', onAmount: true });
  });

  it.each(['rate_limited', 'something_went_wrong', 'session_expired'] as const)(
    'a refusal %s leaves the review standing, with its reason',
    (code) => {
      const refused = run(reviewed(), confirm, release, failed(domainError(code)));
      expect(refused.step).toMatchObject({ kind: 'refused', error: { code } });
      expect(withdrawalStep(refused.flow, confirm).flow.step.kind).toBe('confirming');
    },
  );

  describe('the review is what will be sent (point 3)', () => {
    const other: BankData = { ...BANK, default: 'TRANSFERWISE' };
    const edited: BankData = { ...BANK, types: { ...BANK.types, PAYPAL: { email: 'b@example.com' } } };

    it.each([
      ['another default method', other],
      ['the method’s details edited', edited],
    ])('%s while the review is shown sends the customer back to the form, said in words', (_, bankData) => {
      const back = run(reviewed(), { type: 'methodsChanged', bankData });
      expect(back.step.kind).toBe('form');
      expect(back.flow.notice).toEqual({ code: 'payout_method_changed', onAmount: false });
    });

    it('the same methods read again change nothing', () => {
      const review = run(reviewed());
      expect(withdrawalStep(review.flow, { type: 'methodsChanged', bankData: structuredClone(BANK) }).flow).toBe(review.flow);
    });

    it('a request already sent (being sent, unknown) keeps its review', () => {
      expect(run(reviewed(), confirm, release, { type: 'methodsChanged', bankData: other }).step.kind).toBe('confirming');
      expect(run(reviewed(), confirm, release, failed(domainError('timeout')), { type: 'methodsChanged', bankData: other }).step.kind).toBe(
        'unknown',
      );
    });

    it.each([
      ['form', [], false],
      ['review', [reviewed()], true],
      ['confirming', [reviewed(), confirm, release], true],
      ['unknown', [reviewed(), confirm, release, failed(domainError('timeout'))], true],
      ['offline', [reviewed(), confirm, release, failed(domainError('offline'))], true],
      ['done', [reviewed(), confirm, release, made], false],
    ] as const)('the payout methods are locked in %s: %s', (_, events, locked) => {
      expect(locksMethods(run(...(events as readonly WithdrawalEvent[])).step)).toBe(locked);
    });
  });

  it('from the outcome, another withdrawal starts on a clean form', () => {
    const again = run(reviewed(), confirm, release, made, { type: 'another' });
    expect(again.flow).toEqual(initialWithdrawal);
  });
});

// Issue 42 point 2: the destination confirmed is the destination paid.
describe('the destination read again just before sending', () => {
  const MOVED: BankData = { ...BANK, types: { ...BANK.types, PAYPAL: { email: 'b@example.com' } } };
  const checked = (bankData: BankData, fresh: WithdrawalRequest | null = request('k2')): WithdrawalEvent => ({
    type: 'checked',
    bankData,
    fresh,
  });

  it('the same: the request goes as it was reviewed (the flow is unchanged)', () => {
    const confirming = run(reviewed(), confirm, release);
    expect(withdrawalStep(confirming.flow, checked(structuredClone(BANK))).flow).toBe(confirming.flow);
  });

  it('changed: nothing is sent, the review is shown again for where it would go now, the change named', () => {
    const fresh = { ...request('k2'), destination: payoutDestination(MOVED, 'PAYPAL') };
    const again = run(reviewed(), confirm, release, checked(MOVED, fresh));
    expect(again.step).toMatchObject({ kind: 'review', bankData: MOVED, changedFrom: BANK, request: { idempotencyKey: 'k2' } });
    // From an unknown outcome the first request stays unsure: the form keeps saying it may have gone through.
    const unsure = run(reviewed(), confirm, release, failed({ code: 'timeout' }), confirm, checked(MOVED, fresh));
    expect(unsure.step.kind).toBe('review');
    expect(unsure.flow.unsure?.idempotencyKey).toBe('k1');
  });

  it('no method set up any more: back to the form, which says so', () => {
    const none = run(reviewed(), confirm, release, checked({ types: {}, default: null }, null));
    expect(none.step.kind).toBe('form');
    expect(none.flow.notice).toEqual({ code: 'payout_method_not_set_up', onAmount: false });
  });

  it('the methods could not be read: nothing was sent — offline says so, anything else leaves the review to confirm again', () => {
    const offline = run(reviewed(), confirm, release, { type: 'checkFailed', error: { code: 'offline' } });
    expect(offline.step.kind).toBe('offline');
    const down = run(reviewed(), confirm, release, failed({ code: 'timeout' }), confirm, {
      type: 'checkFailed',
      error: { code: 'server_error' },
    });
    expect(down.step).toMatchObject({ kind: 'refused', error: { code: 'payout_check_failed' } });
    // Not a refusal of the request itself: an unsure one stays unsure.
    expect(down.flow.unsure?.idempotencyKey).toBe('k1');
    const other = run(reviewed(), confirm, release, { type: 'checkFailed', error: { code: 'another_customer' } });
    expect(other.step).toMatchObject({ kind: 'refused', error: { code: 'another_customer' } });
  });

  it('a server that would pay another destination refuses: back to the form, the methods read again', () => {
    const back = run(reviewed(), confirm, release, failed(domainError('payout_method_changed')));
    expect(back.step.kind).toBe('form');
    expect(back.flow.notice).toEqual({ code: 'payout_method_changed', onAmount: false });
    expect(back.effects).toEqual(['reloadMethods']);
  });
});
