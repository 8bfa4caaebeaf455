import fc from 'fast-check';
import { money, type Money } from '../../../src/core/shared/money';
import type { BankData } from '../../../src/core/wallet/payout-method';
import { canWithdrawFrom, feeFor, quoteWithdrawal, type QuoteInput } from '../../../src/core/wallet/withdrawal';
import { announcedTerms, type AppliedTerms } from '../../../src/core/wallet/applied-terms';

const JP_TERMS: AppliedTerms = { minimum: money(1000, 'JPY'), fee: money(249, 'JPY'), feeWaivedFrom: money(8800, 'JPY'), source: 'server' };
const FR_TERMS: AppliedTerms = { minimum: money(500, 'EUR'), fee: money(0, 'EUR'), feeWaivedFrom: null, source: 'server' };
const BANK: BankData = { types: { TRANSFERWISE: { accountNumber: '', iban: 'FR7630006000011234567890189' } }, default: 'TRANSFERWISE' };

const fr = (text: string, over: Partial<QuoteInput> = {}): QuoteInput => ({
  text,
  locale: 'fr-FR',
  balance: money(2000, 'EUR'),
  terms: FR_TERMS,
  bankData: BANK,
  emailVerified: true,
  ...over,
});
const jp = (text: string, balance: Money = money(20_000, 'JPY')): QuoteInput => ({
  text,
  locale: 'ja-JP',
  balance,
  terms: JP_TERMS,
  bankData: { types: { LINE: { referenceNo: '12345678901' } }, default: 'LINE' },
  emailVerified: true,
});
const amountProblem = (input: QuoteInput) => {
  const quote = quoteWithdrawal(input);
  return quote.ok ? null : quote.error.code === 'invalid_input' ? quote.error.fields?.['amount'] : quote.error.code;
};

describe('feeFor', () => {
  it.each([
    [1000, 249],
    [8799, 249],
    [8800, 0],
    [8801, 0],
    [1_000_000, 0],
  ])('charges %i yen a fee of %i yen in Japan', (amount, fee) => {
    expect(feeFor(money(amount, 'JPY'), JP_TERMS)).toEqual(money(fee, 'JPY'));
  });

  it('charges nothing where there is no fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (amount) => {
        expect(feeFor(money(amount, 'EUR'), FR_TERMS)).toEqual(money(0, 'EUR'));
      }),
    );
  });

  it('charges the fee below the waiver threshold and none from it, for any threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 9 }), (amount, from) => {
        const terms = { ...JP_TERMS, feeWaivedFrom: money(from, 'JPY') };
        expect(feeFor(money(amount, 'JPY'), terms).amount).toBe(amount < from ? 249 : 0);
      }),
    );
  });

  it('refuses to mix currencies (a bug, never a silent wrong fee)', () => {
    expect(() => feeFor(money(1000, 'EUR'), JP_TERMS)).toThrow(TypeError);
  });
});

describe('quoteWithdrawal', () => {
  it('reviews the amount, the fee, the net amount and the destination', () => {
    expect(quoteWithdrawal(fr('12,50'))).toEqual({
      ok: true,
      value: { amount: money(1250, 'EUR'), fee: money(0, 'EUR'), net: money(1250, 'EUR'), method: 'TRANSFERWISE' },
    });
    expect(quoteWithdrawal(jp('5,000'))).toEqual({
      ok: true,
      value: { amount: money(5000, 'JPY'), fee: money(249, 'JPY'), net: money(4751, 'JPY'), method: 'LINE' },
    });
    expect(quoteWithdrawal(jp('８８００'))).toEqual({
      ok: true,
      value: { amount: money(8800, 'JPY'), fee: money(0, 'JPY'), net: money(8800, 'JPY'), method: 'LINE' },
    });
  });

  it('needs a verified email first (spec §8)', () => {
    expect(quoteWithdrawal(fr('12,50', { emailVerified: false }))).toEqual({ ok: false, error: { code: 'email_not_verified' } });
  });

  it('needs a default method that is set up', () => {
    expect(amountProblem(fr('12,50', { bankData: { types: {}, default: null } }))).toBe('payout_method_not_set_up');
    expect(amountProblem(fr('12,50', { bankData: { types: { PAYPAL: { email: 'a@b.co' } }, default: null } }))).toBe(
      'payout_method_not_set_up',
    );
    expect(amountProblem(fr('12,50', { bankData: { types: {}, default: 'PAYPAL' } }))).toBe('payout_method_not_set_up');
  });

  it.each([
    ['', 'field_required'],
    ['5.', 'amount_invalid'],
    ['5,5,5', 'amount_invalid'],
    ['12,345', 'amount_too_precise'],
    ['-0', 'amount_not_positive'],
    ['0', 'amount_not_positive'],
    ['20,01', 'amount_above_balance'],
    ['4,99', 'amount_below_minimum'],
    ['x'.repeat(10_000), 'too_long'],
  ])('refuses %j (field amount) with %s', (text, code) => {
    expect(quoteWithdrawal(fr(text))).toEqual({ ok: false, error: { code: 'invalid_input', fields: { amount: code } } });
  });

  it.each([
    ['5,00', '5.00 €, the minimum'],
    ['20,00', 'the whole balance'],
  ])('accepts %s (%s)', (text) => {
    expect(quoteWithdrawal(fr(text)).ok).toBe(true);
  });

  it('refuses an amount the fee would swallow', () => {
    const terms: AppliedTerms = { ...JP_TERMS, minimum: money(100, 'JPY') };
    expect(amountProblem({ ...jp('249'), terms })).toBe('amount_below_minimum');
    expect(amountProblem({ ...jp('250'), terms })).toBeNull();
  });

  it('checks the balance before the minimum', () => {
    expect(amountProblem(jp('999', money(500, 'JPY')))).toBe('amount_above_balance');
  });

  it('always quotes net = amount − fee, within the balance and at least the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (amount, balance) => {
        const quote = quoteWithdrawal(jp(String(amount), money(balance, 'JPY')));
        if (!quote.ok) return;
        expect(quote.value.net.amount).toBe(quote.value.amount.amount - quote.value.fee.amount);
        expect(quote.value.net.amount).toBeGreaterThan(0);
        expect(quote.value.amount.amount).toBeLessThanOrEqual(balance);
        expect(quote.value.amount.amount).toBeGreaterThanOrEqual(1000);
      }),
    );
  });
});

describe('the minimum (issue 17 point 6)', () => {
  it('is of the amount taken from the balance, the fee included: ¥1,000 is accepted and ¥751 arrives', () => {
    const quote = quoteWithdrawal(jp('1000'));
    expect(quote.ok && quote.value.net).toEqual(money(751, 'JPY'));
    expect(amountProblem(jp('999'))).toBe('amount_below_minimum');
  });

  it('without the server’s terms, only the fee bounds the amount (the server refuses below its own minimum)', () => {
    const terms = announcedTerms('jp');
    expect(terms).toEqual({ minimum: null, fee: money(249, 'JPY'), feeWaivedFrom: money(8800, 'JPY'), source: 'announced' });
    expect(amountProblem({ ...jp('300'), terms })).toBeNull();
    expect(amountProblem({ ...jp('249'), terms })).toBe('amount_below_minimum');
    expect(feeFor(money(8800, 'JPY'), terms)).toEqual(money(0, 'JPY'));
    expect(announcedTerms('fr')).toEqual({ minimum: null, fee: money(0, 'EUR'), feeWaivedFrom: null, source: 'announced' });
  });

  it.each([
    ['a balance at the minimum', money(500, 'EUR'), FR_TERMS, true],
    ['a balance below the minimum', money(499, 'EUR'), FR_TERMS, false],
    ['an empty balance', money(0, 'EUR'), FR_TERMS, false],
    ['a balance the fee would swallow, minimum unknown', money(249, 'JPY'), announcedTerms('jp'), false],
    ['a balance above the fee, minimum unknown', money(250, 'JPY'), announcedTerms('jp'), true],
    ['a balance in another currency than the terms', money(5000, 'USD'), FR_TERMS, false],
  ])('can withdraw from %s: %s', (_, balance, terms, expected) => {
    expect(canWithdrawFrom(balance, terms)).toBe(expected);
  });
});
