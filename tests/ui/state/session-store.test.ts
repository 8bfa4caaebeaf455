import type { User } from '../../../src/core/profile/user';
import { err, ok } from '../../../src/core/shared/result';
import { createSessionStore, type SessionUseCases } from '../../../src/ui/state/session-store';

const alex: User = {
  id: 'u1',
  email: 'alex@example.com',
  name: 'Alex',
  country: 'us',
  zipCode: '10001',
  address: '',
  city: '',
  state: '',
  emailVerified: false,
  marketingConsent: false,
  marketResearchConsent: false,
};

function useCases(overrides: Partial<SessionUseCases> = {}): SessionUseCases {
  return {
    login: { execute: vi.fn(async () => ok(alex)) },
    logout: { execute: vi.fn(() => ({ revoked: Promise.resolve(true) })) },
    restore: { execute: vi.fn(async () => ok(null)), hasSavedSession: () => false },
    check: { execute: vi.fn(async () => ok('none' as const)) },
    signUp: { execute: vi.fn(async () => ok(alex)) },
    sendCode: { execute: vi.fn(async () => ok(undefined)) },
    confirmEmail: { execute: vi.fn(async () => ok({ ...alex, emailVerified: true })) },
    updateProfile: { execute: vi.fn(async ({ data }) => ok({ ...alex, ...data })) },

    deleteAccount: { execute: vi.fn(async () => ok(undefined)) },
    ...overrides,
  };
}

describe('session store', () => {
  it('on a failed restore: signed out with the error kept; retryRestore signs in once the server answers', async () => {
    const restore = vi
      .fn<SessionUseCases['restore']['execute']>()
      .mockResolvedValueOnce(err({ code: 'network_error' }))
      .mockResolvedValueOnce(ok(alex));
    const store = createSessionStore(useCases({ restore: { execute: restore, hasSavedSession: () => true } }));
    await store.restore();
    expect(store.state).toMatchObject({ status: 'anonymous', me: null, restoreError: { code: 'network_error' } });
    await store.retryRestore();
    expect(store.state).toMatchObject({ status: 'authenticated', me: alex, restoreError: null, retrying: false });
    expect(restore).toHaveBeenCalledTimes(2);
  });

  it('restores once however often it is asked', async () => {
    const cases = useCases();
    const store = createSessionStore(cases);
    await Promise.all([store.restore(), store.restore()]);
    expect(cases.restore.execute).toHaveBeenCalledTimes(1);
    expect(store.state).toMatchObject({ status: 'anonymous', restoreError: null });
  });

  it('signs a new customer in, then sends the first code, and tells whether it went out', async () => {
    const cases = useCases({ sendCode: { execute: vi.fn(async () => err({ code: 'timeout' as const })) } });
    const store = createSessionStore(cases);
    const result = await store.signUp({
      email: alex.email,
      password: 'long-enough',
      name: 'Alex',
      zipCode: '10001',
      termsAccepted: true,
      marketingConsent: false,
      marketResearchConsent: false,
      locale: 'en-US',
    });
    expect(result).toEqual(ok({ user: alex, codeSent: err({ code: 'timeout' }) }));
    expect(store.state).toMatchObject({ status: 'authenticated', me: alex });
  });

  it('does not send a code when sign-up fails', async () => {
    const cases = useCases({ signUp: { execute: vi.fn(async () => err({ code: 'email_taken' as const })) } });
    const store = createSessionStore(cases);
    const result = await store.signUp({
      email: alex.email,
      password: 'long-enough',
      name: 'Alex',
      zipCode: '10001',
      termsAccepted: true,
      marketingConsent: false,
      marketResearchConsent: false,
      locale: 'en-US',
    });
    expect(result).toEqual(err({ code: 'email_taken' }));
    expect(cases.sendCode.execute).not.toHaveBeenCalled();
    expect(store.state.status).toBe('restoring');
  });

  it('confirming the email updates the customer', async () => {
    const store = createSessionStore(useCases());
    await store.login({ email: alex.email, password: 'x', locale: 'en-US' });
    await store.confirmEmail('1234');
    expect(store.state.me?.emailVerified).toBe(true);
  });

  it('shares one login between concurrent calls', async () => {
    const cases = useCases();
    const store = createSessionStore(cases);
    const [a, b] = await Promise.all([
      store.login({ email: alex.email, password: 'x', locale: 'en-US' }),
      store.login({ email: alex.email, password: 'x', locale: 'en-US' }),
    ]);
    expect(a).toBe(b);
    expect(cases.login.execute).toHaveBeenCalledTimes(1);
  });

  it('after a profile save, me is the saved record; a refused save leaves it as it was', async () => {
    const updateProfile = vi
      .fn<SessionUseCases['updateProfile']['execute']>()
      .mockResolvedValueOnce(err({ code: 'something_went_wrong' }))
      .mockImplementationOnce(async ({ data }) => ok({ ...alex, ...data }));
    const store = createSessionStore(
      useCases({
        restore: { execute: vi.fn(async () => ok(alex)), hasSavedSession: () => true },
        updateProfile: { execute: updateProfile },
      }),
    );
    await store.restore();
    const data = { name: 'Alex B', address: '2 Elm St', city: 'Boston', state: 'MA', marketingConsent: true, marketResearchConsent: false };
    expect((await store.updateProfile(data)).ok).toBe(false);
    expect(store.state.me?.name).toBe('Alex');
    expect((await store.updateProfile(data)).ok).toBe(true);
    expect(store.state.me).toMatchObject({ name: 'Alex B', city: 'Boston', marketingConsent: true });
    expect(updateProfile).toHaveBeenLastCalledWith({ data, country: 'us' }, 'u1');
  });
  // Issue 22 point 2: a customer page asks for its money beside the restore, for the customer it finds.
  it('while a saved session is restored, tells the customer it finds; then, and for a visitor, nothing', async () => {
    let answer: (value: Awaited<ReturnType<SessionUseCases['restore']['execute']>>) => void = () => undefined;
    const execute = vi.fn(() => new Promise<Awaited<ReturnType<SessionUseCases['restore']['execute']>>>((resolve) => (answer = resolve)));
    const store = createSessionStore(useCases({ restore: { execute, hasSavedSession: () => true } }));
    expect(store.restoringCustomer()).toBeNull();
    const restored = store.restore();
    const soon = store.restoringCustomer();
    expect(soon).not.toBeNull();
    answer(ok(alex));
    await restored;
    expect(await soon).toEqual(alex);
    expect(store.restoringCustomer()).toBeNull();

    const visitor = createSessionStore(useCases());
    void visitor.restore();
    expect(visitor.restoringCustomer()).toBeNull();
  });

  it('a saved session the restore does not sign in (refused, or the server failing): the customer found is none', async () => {
    const stores = [ok(null), err({ code: 'network_error' as const })].map((result) =>
      createSessionStore(useCases({ restore: { execute: vi.fn(async () => result), hasSavedSession: () => true } })),
    );
    for (const store of stores) {
      const restored = store.restore();
      const soon = store.restoringCustomer();
      await restored;
      expect(await soon).toBeNull();
    }
  });
});
