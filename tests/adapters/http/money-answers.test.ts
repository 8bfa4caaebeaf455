// @vitest-environment node
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { HttpWalletGateway } from '../../../src/adapters/http/http-wallet-gateway';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { money } from '../../../src/core/shared/money';
import { withdrawal } from '../../contract/worlds';

/** The wallet's HTTP adapter, signed in, against a server that answers every call with this JSON text. */
function walletAnswering(text: string, status = 200) {
  const tokens = new MemoryTokenStore();
  tokens.save({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 });
  const fetchFn = async () => new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  return new HttpWalletGateway(new ApiClient({ baseUrl: 'https://api.test', session: new SessionRenewal(tokens), fetchFn }));
}

const UNUSABLE = { ok: false, error: { code: 'invalid_response' } };
const balanceOf = (value: string) => walletAnswering(`{"data": {"value": ${value}, "currency": "GBP"}}`).balance();

describe('money the server sends as a JSON number', () => {
  it.each([
    ['12.5', 1250],
    ['0.1', 10],
    ['12', 1200],
    ['-3.07', -307],
    ['12.50000000000000000000', 1250],
    ['70368744177663.99', 7036874417766399],
  ])('reads %s exactly', async (value, pence) => {
    expect(await balanceOf(value)).toEqual({ ok: true, value: money(pence, 'GBP') });
  });

  it.each([
    // More than a double holds: JSON.parse makes it 12345678901234568.
    ['12345678901234567.89'],
    // A double holds it to the cent, but in pence it is above Number.MAX_SAFE_INTEGER.
    ['90071992547409.92'],
    // Its minor units are a safe integer, but a double cannot tell .01 from .02 there: it reads as 80000000000000.02.
    ['80000000000000.01'],
    // Digits that do not survive the parse: it reads as 12.5, which is not what was sent.
    ['12.500000000000000001'],
    ['1e400'],
    ['1e-7'],
  ])('refuses %s rather than rounding it', async (value) => {
    expect(await balanceOf(value)).toEqual(UNUSABLE);
  });

  it('reads the same digits exactly when they come as a string', async () => {
    expect(await walletAnswering('{"data": {"value": "80000000000000.01", "currency": "GBP"}}').balance()).toEqual({
      ok: true,
      value: money(8000000000000001, 'GBP'),
    });
  });

  it('leaves other numbers alone: a coordinate with more digits than a double keeps is not money', async () => {
    const api = new ApiClient({
      baseUrl: 'https://api.test',
      session: new SessionRenewal(new MemoryTokenStore()),
      fetchFn: async () => new Response('{"data": [{"id": 1, "value": "x", "lat": 2.3522219000000001}]}'),
    });
    expect(await api.request('GET', '/api/v2/bins', { auth: false })).toEqual({
      ok: true,
      value: { data: [{ id: 1, value: 'x', lat: 2.3522219 }] },
    });
  });
});

describe('the withdrawal answer in another currency than the request', () => {
  const receipt = (balance: string) =>
    JSON.stringify({
      data: {
        id: 'w-1',
        status: 'PENDING',
        amount: { value: '15.00', currency: 'GBP' },
        fee: { value: '0.00', currency: 'GBP' },
        net: { value: '15.00', currency: 'GBP' },
        withdraw_type: 'PAYPAL',
        balance: JSON.parse(balance),
      },
    });

  it('reads the balance after a withdrawal in the currency asked for', async () => {
    const answer = await walletAnswering(receipt('{"value": "20.00", "currency": "GBP"}'), 201).withdraw(
      withdrawal(money(1500, 'GBP'), 'k-1'),
    );
    expect(answer).toEqual({ ok: true, value: { id: 'w-1', balance: money(2000, 'GBP') } });
  });

  it('is an answer it cannot use when the balance after it is in euros', async () => {
    const answer = await walletAnswering(receipt('{"value": "20.00", "currency": "EUR"}'), 201).withdraw(
      withdrawal(money(1500, 'GBP'), 'k-1'),
    );
    expect(answer).toEqual(UNUSABLE);
  });

  it('is an answer it cannot use when the amount taken is in euros', async () => {
    const text = receipt('{"value": "20.00", "currency": "GBP"}').replace('"15.00","currency":"GBP"', '"15.00","currency":"EUR"');
    expect(text).toContain('EUR');
    expect(await walletAnswering(text, 201).withdraw(withdrawal(money(1500, 'GBP'), 'k-1'))).toEqual(UNUSABLE);
  });
});
