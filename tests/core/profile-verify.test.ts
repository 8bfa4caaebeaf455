import { FakeAuthGateway } from '../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../fakes/adapters/fake-user-gateway';
import { MemoryTokenStore } from '../../fakes/adapters/memory-token-store';
import { InMemoryBackend } from '../../fakes/backend/in-memory-backend';
import { SessionRenewal } from '../../src/adapters/session/session-renewal';
import { ConfirmEmail } from '../../src/core/profile/use-cases/confirm-email';
import { SendVerificationCode } from '../../src/core/profile/use-cases/send-verification-code';

describe('email verification', () => {
  const setup = async () => {
    const backend = new InMemoryBackend();
    const tokens = new MemoryTokenStore();
    const created = await new FakeAuthGateway(backend).signUp(
      {
        email: 'kai@example.com',
        password: 'long-enough',
        name: 'Kai',
        zipCode: '10001',
        termsAccepted: true,
        marketingConsent: false,
        marketResearchConsent: false,
      },
      'us',
    );
    if (!created.ok) throw new Error('sign up failed');
    tokens.save(created.value);
    const users = new FakeUserGateway(backend, new SessionRenewal(tokens));
    return { backend, send: new SendVerificationCode(users), confirm: new ConfirmEmail(users) };
  };

  it.each(['', '123', '12345', 'abcd', '12 4'])('refuses the code %j without asking the server', async (code) => {
    const { confirm, backend } = await setup();
    const spy = vi.spyOn(backend, 'confirmEmail');
    expect(await confirm.execute({ code })).toEqual({ ok: false, error: { code: 'invalid_input', fields: { code: 'code_invalid' } } });
    expect(spy).not.toHaveBeenCalled();
  });

  it('validates the address with the code sent, not another', async () => {
    const { send, confirm, backend } = await setup();
    expect(await send.execute()).toEqual({ ok: true, value: undefined });
    const code = backend.sent().at(-1)?.payload ?? '';
    expect(await confirm.execute({ code: code === '9999' ? '0000' : '9999' })).toEqual({
      ok: false,
      error: { code: 'code_not_recognised' },
    });
    expect(await confirm.execute({ code: ` ${code} ` })).toEqual({ ok: true, value: expect.objectContaining({ emailVerified: true }) });
  });

  it('ignores invisible characters pasted with the code (issue 42 point 4)', async () => {
    const { send, confirm, backend } = await setup();
    await send.execute();
    const code = backend.sent().at(-1)?.payload ?? '';
    const spy = vi.spyOn(backend, 'confirmEmail');
    expect(await confirm.execute({ code: `\u200B${code.slice(0, 2)}\u2060${code.slice(2)}\uFEFF` })).toEqual({
      ok: true,
      value: expect.objectContaining({ emailVerified: true }),
    });
    expect(spy).toHaveBeenCalledWith(expect.any(String), code);
  });

  it('takes a code typed full-width on a Japanese keyboard, and sends it as ASCII digits', async () => {
    const { send, confirm, backend } = await setup();
    await send.execute();
    const code = backend.sent().at(-1)?.payload ?? '';
    const fullWidth = [...code].map((d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).join('');
    const spy = vi.spyOn(backend, 'confirmEmail');
    expect(await confirm.execute({ code: fullWidth })).toEqual({ ok: true, value: expect.objectContaining({ emailVerified: true }) });
    expect(spy).toHaveBeenCalledWith(expect.any(String), code);
  });
});
