import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RichText } from '../../src/ui/components/RichText/RichText';

async function renderWith(text: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    ns: ['common'],
    resources: { 'en-US': { common: { pages: { faq: { intro: text } } } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false, transSupportBasicHtmlNodes: true, transKeepBasicHtmlNodesFor: ['br', 'strong', 'em', 'i', 'p'] },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <div data-testid="out">
        <RichText i18nKey="common:pages.faq.intro" />
      </div>
    </I18nextProvider>,
  );
}

describe('RichText (texts edited in the content service)', () => {
  it('keeps simple emphasis as elements', async () => {
    await renderWith('Deposits are credited <strong>within 32 days</strong>.');
    expect(screen.getByText('within 32 days').tagName).toBe('STRONG');
  });

  it.each([
    '<img src=x onerror="window.__pwned=1">Hello',
    '<script>window.__pwned=1</script>Hello',
    '<a href="javascript:window.__pwned=1">Hello</a>',
    '<strong onclick="window.__pwned=1">Hello</strong>',
    '<iframe src="https://evil.example"></iframe>Hello',
  ])('renders %j without any element or attribute from it', async (text) => {
    await renderWith(text);
    const out = screen.getByTestId('out');
    expect(out.querySelector('img, script, a, iframe, [onclick], [onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(out.textContent).toContain('Hello');
  });
});
