import { prerenderToNodeStream } from 'react-dom/static';
import { createContainer } from '../src/composition/create-container';
import { App } from '../src/ui/app/App';
import { createI18n } from '../src/adapters/i18n/i18n';
import { NAMESPACES } from '../src/core/content/namespaces';
import { TOKENS } from '../src/composition/tokens';
import { preloadScreen } from '../src/ui/app/routes';

export async function render(path: string, locale: string) {
  const container = await createContainer('test');
  const i18n = await createI18n(container.get(TOKENS.TranslationSource), locale as never, NAMESPACES);
  await preloadScreen(path);
  const hook = () => [path, () => {}] as [string, () => void];
  const searchHook = () => '';
  const { prelude } = await prerenderToNodeStream(<App container={container} i18n={i18n} locationHook={hook} searchHook={searchHook} />);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
