import { deletionStep, initialDeletion, type DeletionEvent, type DeletionFlow } from '../../../src/core/profile/deletion-flow';
import { domainError, type DomainError } from '../../../src/core/shared/domain-error';
import { err, ok } from '../../../src/core/shared/result';

const submit: DeletionEvent = { type: 'submit' };
const failed = (error: DomainError): DeletionEvent => ({ type: 'answered', result: err(error) });
const deleted: DeletionEvent = { type: 'answered', result: ok(undefined) };
const run = (...events: DeletionEvent[]): DeletionFlow => events.reduce(deletionStep, initialDeletion);

describe('the account deletion as a state machine', () => {
  it('goes form → confirming → done', () => {
    expect(run(submit).step.kind).toBe('confirming');
    expect(run(submit, deleted).step).toEqual({ kind: 'done', inferred: false });
  });

  it('ignores a second submit while one is being sent', () => {
    const sending = run(submit);
    expect(deletionStep(sending, submit)).toBe(sending);
  });

  it.each([
    ['network_error', 'no_answer'],
    ['timeout', 'no_answer'],
    ['server_error', 'server_error'],
    ['invalid_response', 'unreadable'],
  ] as const)('a %s is an unknown outcome (%s): the account may have been deleted', (code, reason) => {
    const unknown = run(submit, failed(domainError(code)));
    expect(unknown).toEqual({ step: { kind: 'unknown', reason }, maybeDeleted: true });
  });

  it('offline: nothing was sent, the account is still there', () => {
    expect(run(submit, failed(domainError('offline')))).toEqual({ step: { kind: 'offline' }, maybeDeleted: false });
  });

  it.each(['unauthorized', 'session_expired'] as const)(
    'after an unanswered deletion, a %s on sending again means it was deleted',
    (code) => {
      expect(run(submit, failed(domainError('timeout')), submit, failed(domainError(code))).step).toEqual({ kind: 'done', inferred: true });
    },
  );

  it('after an unanswered deletion, the session ending anywhere means it was deleted', () => {
    expect(run(submit, failed(domainError('timeout')), { type: 'sessionEnded' }).step).toEqual({ kind: 'done', inferred: true });
    expect(run(submit, failed(domainError('timeout')), submit, failed(domainError('offline')), { type: 'sessionEnded' }).step.kind).toBe(
      'done',
    );
  });

  it('the session ending while the deletion is being sent means it was (a lost first answer, the browser sending it again)', () => {
    expect(run(submit, { type: 'sessionEnded' }).step).toEqual({ kind: 'done', inferred: true });
    // Its own answer, arriving after, changes nothing.
    expect(run(submit, { type: 'sessionEnded' }, failed(domainError('session_expired'))).step).toEqual({ kind: 'done', inferred: true });
  });

  it('without an unanswered deletion, the session ending says nothing about the account', () => {
    expect(run({ type: 'sessionEnded' })).toEqual(initialDeletion);
    expect(run(submit, failed(domainError('session_expired'))).step).toMatchObject({ kind: 'refused', error: { code: 'session_expired' } });
  });

  it.each(['delete_blocked_balance', 'delete_blocked_pending', 'rate_limited', 'not_found', 'something_went_wrong'] as const)(
    'a refusal %s: the account is still there, and an earlier doubt is settled',
    (code) => {
      const refused = run(submit, failed(domainError('timeout')), submit, failed(domainError(code)));
      expect(refused).toEqual({ step: { kind: 'refused', error: { code } }, maybeDeleted: false });
    },
  );

  it('the form’s own checks go back to the form (shown on its fields)', () => {
    expect(run(submit, failed({ code: 'invalid_input', fields: { password: 'wrong_password' } })).step).toEqual({ kind: 'form' });
  });

  it('an answer when nothing is being sent changes nothing', () => {
    expect(run(deleted)).toEqual(initialDeletion);
  });
});
