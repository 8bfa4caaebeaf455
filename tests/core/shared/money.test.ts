import { add, compare, fromMajorString, money, subtract, toMajorString } from '../../../src/core/shared/money';

describe('Money', () => {
  it.each([
    ['12.50', 'EUR', 1250],
    ['0.1', 'USD', 10],
    ['249', 'JPY', 249],
    ['249.00', 'JPY', 249],
    ['-3.05', 'GBP', -305],
    ['1000000.99', 'CAD', 100000099],
  ] as const)('reads the server amount %s %s as %i minor units, without floats', (text, currency, minor) => {
    expect(fromMajorString(text, currency)).toEqual({ amount: minor, currency });
  });

  it.each([
    ['12.345', 'EUR'],
    ['1.5', 'JPY'],
    ['12,50', 'EUR'],
    ['', 'USD'],
    ['abc', 'USD'],
    ['1e3', 'USD'],
    ['NaN', 'USD'],
  ] as const)('refuses %j in %s rather than guessing', (text, currency) => {
    expect(fromMajorString(text, currency)).toBeNull();
  });

  it.each([
    [money(1250, 'EUR'), '12.50'],
    [money(5, 'USD'), '0.05'],
    [money(-305, 'GBP'), '-3.05'],
    [money(8800, 'JPY'), '8800'],
  ])('writes %o as %s', (value, text) => {
    expect(toMajorString(value)).toBe(text);
  });

  it('adds 0.10 and 0.20 to exactly 0.30', () => {
    expect(add(money(10, 'EUR'), money(20, 'EUR'))).toEqual(money(30, 'EUR'));
  });

  it('refuses to mix currencies', () => {
    expect(() => subtract(money(100, 'EUR'), money(100, 'USD'))).toThrow(TypeError);
    expect(() => compare(money(100, 'JPY'), money(100, 'GBP'))).toThrow(TypeError);
  });

  it('refuses fractional minor units', () => {
    expect(() => money(10.5, 'EUR')).toThrow(RangeError);
  });
});
