// The build-time profile (issue 43): the signed-out visitor the pages rendered in Node are for, with
// no cookie, storage, window or network, and the texts of the locale files.
import { buildBindings } from '../../src/composition/bindings/build';

describe('the build-time profile', () => {
  it('is a signed-out visitor with no consent choice, who reaches no server', async () => {
    const { ports } = await buildBindings();
    expect(ports.TokenStore.load()).toBeNull();
    expect(ports.ConsentStore.load()).toBeNull();
    expect(ports.LocaleStore.load()).toBeNull();
    expect(ports.DemoControls.enabled).toBe(false);
    await expect(ports.AuthGateway.requestPasswordReset('a@example.com', 'fr')).resolves.toMatchObject({
      ok: false,
      error: { code: 'offline' },
    });
    await expect(ports.WalletGateway.balance()).resolves.toMatchObject({ ok: false, error: { code: 'offline' } });
  });

  it('reads the texts from the locale files', async () => {
    const { ports } = await buildBindings();
    const texts = await ports.TranslationSource.load('ja-JP', 'common');
    expect(texts).toMatchObject({ ok: true, value: { textsLanguage: 'ja-JP' } });
    expect(await ports.TranslationSource.load('ja-JP', 'nothing')).toMatchObject({ ok: false });
  });
});
