import { screen } from '@testing-library/react';
import type { TranslationSource } from '../../../src/core/content/ports/translation-source.port';
import { domainError } from '../../../src/core/shared/domain-error';
import { err } from '../../../src/core/shared/result';
import { renderApp } from '../../helpers/render-app';

/** The text files cannot be downloaded at all: only the French texts built into the app are left. */
const down: TranslationSource = { load: async () => err(domainError('network_error')) };

describe('<html lang> when the texts could not be downloaded', () => {
  it('names the language the texts are really in: French for a Japanese customer shown the built-in texts', async () => {
    await renderApp({ path: '/jp/faq', overrides: { TranslationSource: down } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('names the page language when its texts came', async () => {
    await renderApp({ path: '/jp/faq' });
    expect(await screen.findByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja-JP');
  });
});
