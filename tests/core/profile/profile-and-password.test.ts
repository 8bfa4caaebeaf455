import { ownSaved } from '../../helpers/signed-in-tokens';
import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import type { CountryCode } from '../../../src/core/content/locale';
import { personalDataProblems, type ProfileInput } from '../../../src/core/profile/personal-data';
import { ChangePassword, changePasswordProblems } from '../../../src/core/profile/use-cases/change-password';
import { UpdateProfile } from '../../../src/core/profile/use-cases/update-profile';
import { MAX_LENGTH } from '../../../src/core/shared/validation';

const filled: ProfileInput = {
  name: 'Kai Doe',
  address: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  marketingConsent: false,
  marketResearchConsent: false,
};

describe('personal data rules (spec §5), per market', () => {
  it.each<[string, Partial<ProfileInput>, CountryCode, Record<string, string | undefined>]>([
    ['everything filled', {}, 'us', {}],
    ['no name', { name: '  ' }, 'us', { name: 'name_required' }],
    ['no address', { address: '' }, 'fr', { address: 'field_required' }],
    ['no city', { city: '' }, 'jp', { city: 'field_required' }],
    ['no state in the US', { state: '' }, 'us', { state: 'field_required' }],
    ['no province in Canada', { state: '' }, 'ca', { state: 'field_required' }],
    ['no prefecture in Japan', { state: '' }, 'jp', { state: 'field_required' }],
    ['no county in the UK (optional)', { state: '' }, 'uk', {}],
    ['no state in France (not used)', { state: '' }, 'fr', {}],
    ['a name too long', { name: 'x'.repeat(MAX_LENGTH.name + 1) }, 'us', { name: 'too_long' }],
    ['an address too long', { address: 'x'.repeat(MAX_LENGTH.address + 1) }, 'uk', { address: 'too_long' }],
    ['a county too long', { state: 'x'.repeat(MAX_LENGTH.state + 1) }, 'uk', { state: 'too_long' }],
    // issue 42 point 4: a bidi override or isolate can make one text display as another
    ['a right-to-left override in the name', { name: 'Kai \u202Eeod' }, 'us', { name: 'text_invalid' }],
    ['an isolate in the address', { address: '1 Main \u2066Street\u2069' }, 'fr', { address: 'text_invalid' }],
    ['an embedding in the city', { city: '\u202BSpringfield' }, 'jp', { city: 'text_invalid' }],
    ['an override in the county', { state: 'Kent\u202D' }, 'uk', { state: 'text_invalid' }],
    ['a right-to-left mark is no override', { name: 'Kai\u200F Doe' }, 'us', {}],
  ])('%s', (_, change, country, expected) => {
    const problems = Object.fromEntries(Object.entries(personalDataProblems({ ...filled, ...change }, country)).filter(([, v]) => v));
    expect(problems).toEqual(expected);
  });
});

describe('password change rules (spec §5)', () => {
  it.each<[string, { currentPassword: string; newPassword: string; confirmation: string }, Record<string, string>]>([
    ['all good', { currentPassword: 'old', newPassword: 'longenough', confirmation: 'longenough' }, {}],
    [
      'no current password',
      { currentPassword: '', newPassword: 'longenough', confirmation: 'longenough' },
      { currentPassword: 'enter_valid_password' },
    ],
    ['7 characters', { currentPassword: 'old', newPassword: '1234567', confirmation: '1234567' }, { newPassword: 'password_too_short' }],
    ['8 characters', { currentPassword: 'old', newPassword: '12345678', confirmation: '12345678' }, {}],
    [
      'confirmation differs',
      { currentPassword: 'old', newPassword: 'longenough', confirmation: 'longenougH' },
      { confirmation: 'passwords_do_not_match' },
    ],
    [
      'the new password is the current one (issue 20)',
      { currentPassword: 'samesame1', newPassword: 'samesame1', confirmation: 'samesame1' },
      { newPassword: 'password_unchanged' },
    ],
    [
      'the new one differs from the current one by case only: a new password',
      { currentPassword: 'samesame1', newPassword: 'SameSame1', confirmation: 'SameSame1' },
      {},
    ],
    [
      'too long',
      { currentPassword: 'old', newPassword: 'x'.repeat(MAX_LENGTH.password + 1), confirmation: 'x'.repeat(MAX_LENGTH.password + 1) },
      { newPassword: 'too_long' },
    ],
  ])('%s', (_, input, expected) => {
    expect(Object.fromEntries(Object.entries(changePasswordProblems(input)).filter(([, v]) => v))).toEqual(expected);
  });
});

const setup = async (country: CountryCode = 'us') => {
  const backend = new InMemoryBackend();
  const tokens = new MemoryTokenStore();
  const auth = new FakeAuthGateway(backend);
  const created = await auth.signUp(
    {
      email: 'kai@example.com',
      password: 'old-password',
      name: 'Kai',
      zipCode: { us: '10001', uk: 'SW1A 1AA', ca: 'K1A 0B1', fr: '75011', jp: '100-0001' }[country],
      termsAccepted: true,
      marketingConsent: false,
      marketResearchConsent: false,
    },
    country,
  );
  if (!created.ok) throw new Error('sign up failed');
  tokens.save(created.value);
  const users = new FakeUserGateway(backend, new SessionRenewal(tokens));
  const me = await users.me();
  if (!me.ok) throw new Error('no customer');
  ownSaved(tokens, me.value.id);
  // Each form is this customer's (issue 42: sent only while they are the one signed in).
  const customer = me.value.id;
  const update = new UpdateProfile(users, tokens);
  const change = new ChangePassword(users, tokens);
  return {
    backend,
    tokens,
    auth,
    users,
    update: { execute: (input: Parameters<UpdateProfile['execute']>[0]) => update.execute(input, customer) },
    change: { execute: (input: Parameters<ChangePassword['execute']>[0]) => change.execute(input, customer) },
  };
};

describe('UpdateProfile', () => {
  it('saves the personal data and both consents, and answers the saved customer', async () => {
    const { update, users } = await setup('us');
    const result = await update.execute({
      data: { ...filled, name: ' Kai Doe ', marketingConsent: true, marketResearchConsent: true },
      country: 'us',
    });
    expect(result.ok && result.value).toMatchObject({
      name: 'Kai Doe',
      address: '1 Main Street',
      state: 'IL',
      marketingConsent: true,
      marketResearchConsent: true,
    });
    const me = await users.me();
    expect(me.ok && me.value).toMatchObject({
      name: 'Kai Doe',
      city: 'Springfield',
      marketingConsent: true,
      zipCode: '10001',
      email: 'kai@example.com',
    });
  });

  it('refuses a missing prefecture in Japan before anything is sent', async () => {
    const { update, backend } = await setup('jp');
    const spy = vi.spyOn(backend, 'updateUser');
    expect(await update.execute({ data: { ...filled, state: '' }, country: 'jp' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { state: 'field_required' } },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends no state in France, where addresses have none', async () => {
    const { update, backend } = await setup('fr');
    const spy = vi.spyOn(backend, 'updateUser');
    expect((await update.execute({ data: { ...filled, state: 'ignored' }, country: 'fr' })).ok).toBe(true);
    expect(spy.mock.calls[0]?.[1]).not.toHaveProperty('state');
  });

  it('the fake server refuses what the rules refuse, and email or ZIP changes', async () => {
    const { backend, tokens } = await setup('ca');
    const token = tokens.load()?.accessToken ?? null;
    const refused = await backend.updateUser(token, { name: 'Kai', address: '', state: ' ' });
    expect(refused.ok || refused.error).toMatchObject({ status: 422, fields: { address: 'field_required', state: 'field_required' } });
    const zip = await backend.updateUser(token, { zipCode: '90210' } as never);
    expect(zip.ok).toBe(false);
    const email = await backend.updateUser(token, { email: 'else@example.com' } as never);
    expect(email.ok).toBe(false);
  });
});

describe('ChangePassword', () => {
  const input = { currentPassword: 'old-password', newPassword: 'new-password', confirmation: 'new-password' };

  it('changes the password, keeps this session and the new password logs in', async () => {
    const { change, users, auth } = await setup('us');
    expect(await change.execute(input)).toEqual({ ok: true, value: undefined });
    expect((await users.me()).ok).toBe(true);
    const login = (password: string) => auth.requestToken({ email: 'kai@example.com', password }, 'us');
    expect((await login('new-password')).ok).toBe(true);
    expect(await login('old-password')).toMatchObject({ ok: false, error: { code: 'wrong_password' } });
  });

  it('a wrong current password is a problem of that field', async () => {
    const { change } = await setup('us');
    expect(await change.execute({ ...input, currentPassword: 'not-it' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { currentPassword: 'password_incorrect' } },
    });
  });

  it('refuses a short or unconfirmed new password before anything is sent', async () => {
    const { change, backend } = await setup('us');
    const spy = vi.spyOn(backend, 'changePassword');
    expect(await change.execute({ ...input, newPassword: 'short', confirmation: 'other' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { newPassword: 'password_too_short', confirmation: 'passwords_do_not_match' } },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('other failures are the call’s own, for "Password change failed"', async () => {
    const { change, backend } = await setup('us');
    backend.failNext('server_error', { call: 'changePassword' });
    expect(await change.execute(input)).toMatchObject({ ok: false, error: { code: 'server_error' } });
  });
});
