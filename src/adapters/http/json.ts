/**
 * JSON.parse, with one guard for money. Money is `{ "value", "currency" }` (docs/api-contract.md), and
 * `value` may be a JSON number; JSON.parse turns a number into the nearest double, so digits a double
 * cannot hold would be rounded silently (`80000000000000.01` reads as `…000.02`, `12.500000000000000001`
 * as `12.5`). A `value` number whose text does not survive that is replaced by
 * `{ "unsafe_number": "<its text>" }`, which the money mapping refuses (`invalid_response`): never a
 * rounded amount. Other numbers (coordinates, counts) are parsed as JSON.parse always did.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(text.includes('"value"') ? guardMoneyValues(text) : text);
}

/** A string token, then, when it is a key, the number that follows its colon. */
const TOKEN = /"(?:[^"\\]|\\.)*"(?:(\s*:\s*)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?))?/g;

function guardMoneyValues(text: string): string {
  return text.replace(TOKEN, (token: string, colon: string | undefined, number: string | undefined) =>
    colon !== undefined && number !== undefined && token.startsWith('"value"') && !survives(number)
      ? `"value"${colon}${JSON.stringify({ unsafe_number: number })}`
      : token,
  );
}

/** Whether a JSON number's text and the double JSON.parse makes of it are the same decimal value. */
const survives = (number: string): boolean => decimalOf(number) === decimalOf(String(Number(number)));

/** A decimal's exact value as `<sign><digits>e<exponent>` without leading or trailing zeros; null if not a finite decimal. */
function decimalOf(text: string): string | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = (whole + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  const significant = digits.replace(/0+$/, '');
  return `${sign}${significant}e${Number(exponent) - fraction.length + digits.length - significant.length}`;
}
