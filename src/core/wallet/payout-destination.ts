import type { BankData, PayoutMethod } from './payout-method';

/**
 * Where a withdrawal to `method` would be paid, as one short string (issue 42): the method, its
 * account masked as the review shows it, and a checksum of every detail the server shows back of it
 * (FNV-1a, 32 bits: a change detector, not a secret). Sent with the withdrawal (an assumed field,
 * docs/api-contract.md) so that a server can refuse to pay a destination the customer did not see;
 * compared before sending, so that the app never does. Null when the method is not set up.
 */
export function payoutDestination(bankData: BankData, method: PayoutMethod): string | null {
  const details = bankData.types[method];
  if (!details) return null;
  const account =
    'email' in details
      ? maskEmail(details.email)
      : lastDigits('referenceNo' in details ? details.referenceNo : details.iban || details.accountNumber);
  return `${method}:${account}:${checksum(canonical(details))}`;
}

/** Whether the request would still go where it was reviewed: the same default method, to the same destination. */
export const sameDestination = (reviewed: BankData, now: BankData, method: PayoutMethod): boolean =>
  reviewed.default === now.default && payoutDestination(reviewed, method) === payoutDestination(now, method);

const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? '***' : `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
};

const lastDigits = (number: string) => `***${number.replace(/[^0-9A-Za-z]/g, '').slice(-4)}`;

/** The details as JSON with their keys in order, so that the same details always give the same text. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
