import type { TokenStore } from '../ports/token-store.port';

/** Ends the session on this device. The UI then resets its state and reloads at / (spec §4). */
export class LogoutUser {
  constructor(private readonly tokens: TokenStore) {}

  async execute(): Promise<void> {
    this.tokens.clear();
  }
}
