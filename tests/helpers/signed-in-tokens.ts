import { MemoryTokenStore } from '../../fakes/adapters/memory-token-store';

/** The customer the use-case tests with a gateway double are signed in as. */
export const CUSTOMER = 'customer-1';

/** A browser signed in as `customer` in this page (issue 42: actions are sent only for them). */
export function signedInTokens(customer = CUSTOMER): MemoryTokenStore {
  const tokens = new MemoryTokenStore();
  tokens.save({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 3600 });
  tokens.own(customer, tokens.load()?.session ?? '');
  return tokens;
}

/** After a real sign-in's tokens were saved: the customer read with them owns them, as `signInAs` does. */
export function ownSaved(tokens: MemoryTokenStore, customer: string): void {
  tokens.own(customer, tokens.load()?.session ?? '');
}
