import { SERVER_CODES, type ServerError } from '../../src/contract/server-error.contract';

/** A fault a call suffers, as a real network and server can. */
export type Fault =
  | 'server_error'
  | 'network_error'
  | 'unauthorized'
  /** 404: the server has no such call (a server with only the specification's calls, see fakes/http/spec-only.ts). */
  | 'not_found'
  /** 200 with a body that is not JSON. */
  | 'malformed'
  /** A proxy's HTML error page instead of JSON. */
  | 'html_error'
  /** No answer at all (the client must give up on its own). */
  | 'timeout'
  /** The device is offline: the request never leaves it (the server sees nothing). */
  | 'offline';

/** The backend's calls, by the facade's method names; `translation` is the content service's. */
export type CallName =
  | 'issueToken'
  | 'revokeToken'
  | 'signUp'
  | 'resetPassword'
  | 'setNewPassword'
  | 'me'
  | 'updateUser'
  | 'changePassword'
  | 'sendVerificationCode'
  | 'confirmEmail'
  | 'deleteAccount'
  | 'balance'
  | 'transactions'
  | 'payoutMethods'
  | 'setDefaultPayoutMethod'
  | 'savePayoutMethod'
  | 'removePayoutMethod'
  | 'notifyDestinationChange'
  | 'withdrawalTerms'
  | 'withdraw'
  | 'listBins'
  | 'reportBin'
  | 'receiveSupport'
  | 'translation';

export interface FaultOptions {
  /** Only this call suffers the fault (later other calls pass); without it, whichever call comes next. */
  readonly call?: CallName;
  /** How many such calls in a row fail (default 1). */
  readonly times?: number;
  /**
   * The server does the work, then the answer is lost (a dropped connection or a timeout after the
   * server committed): what an idempotency key is for. Default: the call fails before doing anything.
   */
  readonly afterProcessing?: boolean;
}

/** When a queued fault strikes: before the server does anything, or once it has done the work. */
export type FaultPhase = 'before' | 'after';

/**
 * What the client sees of a fault, once for every transport: the in-process `serve` turns it into
 * the domain error the HTTP adapters would produce, and fakes/http writes it on the wire.
 */
export type FaultOutcome =
  | { readonly kind: 'error'; readonly error: ServerError }
  /** The connection drops. */
  | { readonly kind: 'dropped' }
  /** Nothing ever comes back. */
  | { readonly kind: 'silent' }
  /** The device had no network: nothing was sent. */
  | { readonly kind: 'offline' }
  /** A body that is not the API's JSON. */
  | { readonly kind: 'raw'; readonly status: number; readonly contentType: string; readonly text: string };

const OUTCOMES: Readonly<Record<Fault, FaultOutcome>> = {
  server_error: { kind: 'error', error: { status: 500, code: SERVER_CODES.somethingWentWrong, message: 'Something went wrong' } },
  unauthorized: { kind: 'error', error: { status: 401, code: SERVER_CODES.unauthorized, message: 'Unauthorized' } },
  not_found: { kind: 'error', error: { status: 404, code: SERVER_CODES.notFound, message: 'Not found' } },
  network_error: { kind: 'dropped' },
  timeout: { kind: 'silent' },
  offline: { kind: 'offline' },
  malformed: { kind: 'raw', status: 200, contentType: 'application/json', text: '{"data": {"value": "12.' },
  html_error: {
    kind: 'raw',
    status: 502,
    contentType: 'text/html',
    text: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
  },
};

export const faultOutcome = (fault: Fault): FaultOutcome => OUTCOMES[fault];

/** Thrown by a backend call that a queued fault hits; the transport shows its outcome. */
export class InjectedFault extends Error {
  constructor(readonly fault: Fault) {
    super(`Injected fault: ${fault}`);
  }
  get outcome(): FaultOutcome {
    return faultOutcome(this.fault);
  }
}

/** The queue of faults to come. A named fault waits for its call; an unnamed one takes the next call. */
export class FaultQueue {
  private queued: { readonly fault: Fault; readonly call?: CallName; readonly phase: FaultPhase }[] = [];

  add(fault: Fault, options: FaultOptions = {}): void {
    const phase: FaultPhase = options.afterProcessing ? 'after' : 'before';
    for (let i = 0; i < (options.times ?? 1); i += 1)
      this.queued.push(options.call ? { fault, call: options.call, phase } : { fault, phase });
  }

  /** The fault this call suffers at this phase, if any (and it is then spent). */
  take(call: CallName, phase: FaultPhase = 'before'): Fault | null {
    const index = this.queued.findIndex((q) => q.phase === phase && (q.call === undefined || q.call === call));
    if (index < 0) return null;
    const [taken] = this.queued.splice(index, 1);
    return taken?.fault ?? null;
  }

  clear(): void {
    this.queued = [];
  }
}
