/** How an account number is shown on screen and kept on the device: masked but for its end. */
export const MASK = '••••';
/**
 * An account number masked but for its last digits: at most 4 characters, and never more than
 * half of it, are shown; the mask has a fixed length so that it does not tell the length either.
 * An email address (a PayPal account) keeps its first character and its domain: d••••@example.com.
 */
export function maskAccountNumber(value: string, visible = 4): string {
  const compact = value.replace(/\s+/g, '');
  // A PayPal account is an email address: its domain tells nothing, its first letter reminds.
  const at = compact.lastIndexOf('@');
  if (at > 0 && at < compact.length - 1) return `${compact[0]}${MASK}${compact.slice(at)}`;
  const shown = Math.min(visible, Math.floor(compact.length / 2));
  return shown > 0 ? `${MASK} ${compact.slice(-shown)}` : MASK;
}
