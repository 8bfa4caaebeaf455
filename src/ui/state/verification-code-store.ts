import { proxy } from 'valtio';
import type { SendVerificationCode } from '../../core/profile/use-cases/send-verification-code';
import type { Clock } from '../../core/shared/clock.port';

/** How long after a code went out before another may be asked for (docs/decisions.md, issue 17). */
export const RESEND_WAIT_MS = 60_000;

export interface VerificationCodeState {
  /** When the last code of this visit went out (the Clock's milliseconds), or null before the first. */
  lastSentAt: number | null;
  /** How many codes went out in this visit: after more than one, only the newest works. */
  sent: number;
}

export interface VerificationCodes {
  readonly state: VerificationCodeState;
  /** Milliseconds until another code may be asked for; 0 when it may. */
  waitMs(): number;
  /** The use case, counting each code that goes out (sign-up's first one included). */
  counting(sendCode: Pick<SendVerificationCode, 'execute'>): Pick<SendVerificationCode, 'execute'>;
  /**
   * Remembers the notification saying how the last send went; returns the one it replaces, to be
   * dismissed (one notification per send, not a stack of them).
   */
  swapNotice(id: number): number | null;
}

/**
 * The verification codes sent in this visit, kept apart from any screen so that the wait between
 * two codes survives going from the verify screen to another page and back. One per App.
 */
export function createVerificationCodes(clock: Clock): VerificationCodes {
  const state = proxy<VerificationCodeState>({ lastSentAt: null, sent: 0 });
  let noticeId: number | null = null;
  return {
    state,
    swapNotice(id) {
      const previous = noticeId;
      noticeId = id;
      return previous;
    },
    waitMs() {
      if (state.lastSentAt === null) return 0;
      return Math.max(0, state.lastSentAt + RESEND_WAIT_MS - clock.now().getTime());
    },
    counting(sendCode) {
      return {
        async execute() {
          const result = await sendCode.execute();
          if (result.ok) {
            state.lastSentAt = clock.now().getTime();
            state.sent += 1;
          }
          return result;
        },
      };
    },
  };
}
