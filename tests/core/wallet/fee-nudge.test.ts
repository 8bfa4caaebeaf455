import { money } from '../../../src/core/shared/money';
import { announcedTerms } from '../../../src/core/wallet/applied-terms';
import { feeNudge } from '../../../src/core/wallet/fee-nudge';

const JP = announcedTerms('jp');
const yen = (amount: number) => money(amount, 'JPY');

describe('feeNudge: what the fee costs the amount being typed (issue 47 point 6)', () => {
  it('gives the fee and how much more would avoid it, for an amount under the threshold', () => {
    expect(feeNudge('5000', 'ja-JP', yen(20_000), JP)).toEqual({ fee: yen(249), waivedFrom: yen(8800), more: yen(3800) });
    expect(feeNudge('8,799', 'en-US', yen(20_000), JP)).toEqual({ fee: yen(249), waivedFrom: yen(8800), more: yen(1) });
    // Full-width figures, as a Japanese keyboard types them.
    expect(feeNudge('１０００', 'ja-JP', yen(20_000), JP)?.more).toEqual(yen(7800));
  });

  it('says nothing from the threshold on: those requests pay no fee', () => {
    expect(feeNudge('8800', 'ja-JP', yen(20_000), JP)).toBeNull();
    expect(feeNudge('12000', 'ja-JP', yen(20_000), JP)).toBeNull();
  });

  it('gives the fee but no "more" when the balance cannot reach the threshold', () => {
    expect(feeNudge('3000', 'ja-JP', yen(5000), JP)).toEqual({ fee: yen(249), waivedFrom: yen(8800), more: null });
    expect(feeNudge('3000', 'ja-JP', yen(8800), JP)?.more).toEqual(yen(5800));
  });

  it('waits for an amount: nothing while the field is empty, not a number yet, or not above zero', () => {
    for (const text of ['', '  ', 'abc', '0', '-500', '12.345.6']) expect(feeNudge(text, 'ja-JP', yen(20_000), JP)).toBeNull();
  });

  it('says nothing where no fee is charged, or where it is never waived', () => {
    expect(feeNudge('5', 'fr-FR', money(2000, 'EUR'), announcedTerms('fr'))).toBeNull();
    const always = { fee: yen(249), feeWaivedFrom: null };
    expect(feeNudge('5000', 'ja-JP', yen(20_000), always)).toBeNull();
  });
});
