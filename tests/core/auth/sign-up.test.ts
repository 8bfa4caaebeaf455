import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { createDemoWorld } from '../../../fakes/demo-world';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { postcodeProblem } from '../../../src/core/auth/postcode';
import { SetNewPassword } from '../../../src/core/auth/use-cases/set-new-password';
import { SignUpUser } from '../../../src/core/auth/use-cases/sign-up-user';

const setup = async () => {
  const backend = await createDemoWorld({ seed: 9, referenceDate: new Date('2026-11-01T00:00:00Z') });
  const tokens = new MemoryTokenStore();
  const auth = new FakeAuthGateway(backend);
  const signUp = new SignUpUser(auth, new FakeUserGateway(backend, new SessionRenewal(tokens)), tokens);
  const calls = vi.spyOn(backend, 'signUp');
  return { backend, tokens, signUp, calls, setNewPassword: new SetNewPassword(auth) };
};

const valid = {
  email: 'lea@example.com',
  password: 'long-enough',
  name: 'Léa',
  zipCode: '75011',
  termsAccepted: true,
  marketingConsent: false,
  marketResearchConsent: true,
  locale: 'fr-FR' as const,
};

describe('postcodes per market', () => {
  it.each([
    ['10001', 'us', undefined],
    ['10001-1234', 'us', undefined],
    ['SW1A 1AA', 'uk', undefined],
    ['m1 1ae', 'uk', undefined],
    ['K1A 0B1', 'ca', undefined],
    ['75011', 'fr', undefined],
    ['100-0001', 'jp', undefined],
    ['1000001', 'jp', undefined],
    ['', 'fr', 'zip_required'],
    ['   ', 'us', 'zip_required'],
    ['7501', 'fr', 'zip_too_short'],
    ['ABCDE', 'fr', 'zip_invalid'],
    ['75011', 'uk', 'zip_invalid'],
    ['D1A 0B1', 'ca', 'zip_invalid'],
  ] as const)('%j in %s → %s', (text, country, problem) => {
    expect(postcodeProblem(text, country)).toBe(problem);
  });
});

describe('SignUpUser', () => {
  it('creates the account in the market of the language, signs in and returns the new customer', async () => {
    const { signUp, tokens, backend } = await setup();
    const result = await signUp.execute(valid);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ email: 'lea@example.com', name: 'Léa', country: 'fr', emailVerified: false }),
    });
    expect(tokens.load()).not.toBeNull();
    expect(backend.findUser('lea@example.com', 'fr')?.marketResearchConsent).toBe(true);
  });

  it('lists every problem at once and sends nothing', async () => {
    const { signUp, calls } = await setup();
    const result = await signUp.execute({ ...valid, email: 'lea@', password: 'short', name: ' ', zipCode: '750', termsAccepted: false });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid_input',
        fields: {
          email: 'email_input_error',
          password: 'password_too_short',
          name: 'name_required',
          zipCode: 'zip_too_short',
          terms: 'terms_required',
        },
      },
    });
    expect(calls).not.toHaveBeenCalled();
  });

  it('checks the postcode of the chosen market', async () => {
    const { signUp } = await setup();
    expect(await signUp.execute({ ...valid, locale: 'en-GB' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { zipCode: 'zip_invalid' } },
    });
    expect((await signUp.execute({ ...valid, zipCode: 'SW1A 1AA', locale: 'en-GB' })).ok).toBe(true);
  });

  it('reports an address already taken, and keeps no token', async () => {
    const { signUp, tokens } = await setup();
    expect(await signUp.execute({ ...valid, email: 'demo@example.com' })).toEqual({ ok: false, error: { code: 'email_taken' } });
    expect(tokens.load()).toBeNull();
  });

  it('reads a post code typed full-width on a Japanese keyboard as ASCII, and sends it so', async () => {
    const { signUp, calls } = await setup();
    const result = await signUp.execute({ ...valid, zipCode: '１５０ー０００２', locale: 'ja-JP' });
    expect(result.ok).toBe(true);
    expect(calls).toHaveBeenCalledWith(expect.objectContaining({ zip_code: '150-0002', country_code: 'jp' }));
  });

  it.each([
    ['an address', { email: 'lea\u202E@example.com' }, { email: 'email_input_error' }],
    ['a name (issue 42 point 4)', { name: 'Léa \u202Enitram' }, { name: 'text_invalid' }],
  ])('refuses %s hiding a bidi control character, and sends nothing', async (_, change, fields) => {
    const { signUp, calls } = await setup();
    expect(await signUp.execute({ ...valid, ...change })).toEqual({ ok: false, error: { code: 'invalid_input', fields } });
    expect(calls).not.toHaveBeenCalled();
  });

  it('ignores invisible characters pasted with the post code (issue 42 point 4)', async () => {
    const { signUp, calls } = await setup();
    expect((await signUp.execute({ ...valid, zipCode: '\uFEFF75\u200B011\u200E' })).ok).toBe(true);
    expect(calls).toHaveBeenCalledWith(expect.objectContaining({ zip_code: '75011' }));
  });

  it('refuses every field over its maximum length, and sends nothing', async () => {
    const { signUp, calls } = await setup();
    const result = await signUp.execute({
      ...valid,
      email: `${'l'.repeat(250)}@example.com`,
      password: 'p'.repeat(129),
      name: 'N'.repeat(101),
      zipCode: '7'.repeat(17),
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { email: 'too_long', password: 'too_long', name: 'too_long', zipCode: 'too_long' } },
    });
    expect(calls).not.toHaveBeenCalled();
  });

  it('says session_not_saved when the browser will not keep the new tokens', async () => {
    const { signUp, tokens } = await setup();
    tokens.refuseToSave = true;
    expect(await signUp.execute(valid)).toEqual({ ok: false, error: { code: 'session_not_saved' } });
    expect(tokens.load()).toBeNull();
  });
});

describe('SetNewPassword', () => {
  it.each([
    [{ resetToken: null, password: 'long-enough', confirmation: 'long-enough' }, { code: 'reset_link_incomplete' }],
    [
      { resetToken: 't', password: 'short', confirmation: 'short' },
      { code: 'invalid_input', fields: { password: 'password_too_short' } },
    ],
    [
      { resetToken: 't', password: 'long-enough', confirmation: 'long-enougH' },
      { code: 'invalid_input', fields: { confirmation: 'passwords_do_not_match' } },
    ],
    [
      { resetToken: 't', password: 'p'.repeat(129), confirmation: 'p'.repeat(129) },
      { code: 'invalid_input', fields: { password: 'too_long' } },
    ],
  ])('refuses %o before sending anything', async (input, error) => {
    const { setNewPassword, backend } = await setup();
    const spy = vi.spyOn(backend, 'setNewPassword');
    expect(await setNewPassword.execute(input)).toEqual({ ok: false, error });
    expect(spy).not.toHaveBeenCalled();
  });

  it('sets the password once per link', async () => {
    const { setNewPassword, backend } = await setup();
    await backend.resetPassword('demo@example.com', 'ca');
    const token = backend.sent().at(-1)?.payload ?? null;
    const input = { resetToken: token, password: 'new-password-1', confirmation: 'new-password-1' };
    expect(await setNewPassword.execute(input)).toEqual({ ok: true, value: undefined });
    expect(await setNewPassword.execute(input)).toEqual({ ok: false, error: { code: 'password_link_used' } });
  });
});
