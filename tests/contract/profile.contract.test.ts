// @vitest-environment node
import { httpWorld, inProcessWorld, type World } from './worlds';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** PATCH /api/v2/user and POST /api/v2/user/change_password, the same against the in-process fakes and over HTTP. */
describe.each([
  ['in-process fakes', inProcessWorld],
  ['HTTP adapters ⇄ fakes/http', () => httpWorld()],
])('profile contract: %s', (_name, makeWorld) => {
  let world: World;
  beforeEach(async () => {
    world = await makeWorld();
  });
  afterEach(() => world.dispose());

  const signIn = async (country: 'us' | 'uk' | 'ca' | 'fr' | 'jp') => {
    const issued = await world.auth.requestToken(DEMO, country);
    if (!issued.ok) throw new Error(`login failed: ${issued.error.code}`);
    world.tokens.save(issued.value);
    return issued.value;
  };

  describe('PATCH /user', () => {
    it('saves both consents and the address, and answers the saved record', async () => {
      await signIn('us');
      const data = {
        name: 'Alex Rivera',
        address: '1 Elm St',
        city: 'Baltimore',
        state: 'MD',
        marketingConsent: true,
        marketResearchConsent: true,
      };
      const updated = await world.users.update(data);
      expect(updated).toEqual({ ok: true, value: expect.objectContaining({ ...data, zipCode: '20001', email: DEMO.email }) });
      const me = await world.users.me();
      expect(me.ok && me.value).toMatchObject({ marketingConsent: true, marketResearchConsent: true, state: 'MD' });
      const off = await world.users.update({ marketingConsent: false });
      expect(off.ok && [off.value.marketingConsent, off.value.marketResearchConsent]).toEqual([false, true]);
    });

    it('refuses blank required fields per market as field errors, and saves nothing', async () => {
      await signIn('jp');
      expect(await world.users.update({ name: ' ', address: '', city: '千代田区', state: '' })).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { name: 'name_required', address: 'field_required', state: 'field_required' } },
      });
      expect(world.backend.findUser(DEMO.email, 'jp')).toMatchObject({ name: '佐藤 花子', state: '東京都' });
    });

    it('takes an empty county in the UK, and refuses a field over its length', async () => {
      await signIn('uk');
      expect((await world.users.update({ state: '' })).ok).toBe(true);
      expect(await world.users.update({ city: 'x'.repeat(101) })).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { city: 'too_long' } },
      });
    });
  });

  describe('POST /user/change_password', () => {
    it('a wrong current password is wrong_password, and the password stays', async () => {
      await signIn('fr');
      expect(await world.users.changePassword('not-it', 'another-pass')).toEqual({ ok: false, error: { code: 'wrong_password' } });
      expect((await world.auth.requestToken(DEMO, 'fr')).ok).toBe(true);
    });

    it('a new password under 8 characters is a field error on the new password', async () => {
      await signIn('fr');
      expect(await world.users.changePassword(DEMO.password, 'short')).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { password: 'password_too_short' } },
      });
    });

    it('after a change this session goes on, other sessions end, and only the new password logs in', async () => {
      const other = await world.auth.requestToken(DEMO, 'ca');
      if (!other.ok) throw new Error('login failed');
      await signIn('ca');
      expect(await world.users.changePassword(DEMO.password, 'another-pass')).toEqual({ ok: true, value: undefined });
      expect((await world.users.me()).ok).toBe(true);
      expect(await world.auth.refresh(other.value.refreshToken)).toMatchObject({ ok: false });
      expect(await world.auth.requestToken(DEMO, 'ca')).toMatchObject({ ok: false, error: { code: 'wrong_password' } });
      expect((await world.auth.requestToken({ ...DEMO, password: 'another-pass' }, 'ca')).ok).toBe(true);
    });
  });
});
