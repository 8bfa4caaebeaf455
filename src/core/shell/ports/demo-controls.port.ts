/** What the demo build offers on screen; absent (enabled: false) in production. */
export interface DemoControls {
  readonly enabled: boolean;
  readonly credentials: { readonly email: string; readonly password: string } | null;
  /** A second demo account with no history and a zero balance: the empty states, and a deletion that succeeds. */
  readonly emptyCredentials: { readonly email: string; readonly password: string } | null;
  /** Throws the saved demo world away and starts again from the seed. */
  reset(): void;
  /** The e-mails the demo server "sent", newest first: codes and reset links to try the flows. */
  inbox(): Promise<readonly DemoMessage[]>;
  /**
   * Ends the signed-in demo customer's oldest pending withdrawal as the payout provider would:
   * `completed` (the money arrived) or `failed` (refused; the amount goes back to the balance).
   * False when there is none.
   */
  settleWithdrawal(outcome: 'completed' | 'failed'): Promise<boolean>;
  /**
   * Credits the signed-in demo customer's oldest pending return as the cleaning facility would (its
   * amount joins the balance), or, with none pending, a return scanned and credited now. False when
   * nobody is signed in.
   */
  creditReturn(): Promise<boolean>;
}

export interface DemoMessage {
  /** `destination_changed`: the security notice of a payout destination added or changed (issue 47 point 4); payload `METHOD:event`. */
  readonly kind: 'reset_password' | 'verification_code' | 'destination_changed';
  readonly to: string;
  readonly payload: string;
  readonly sentAt: number;
}
