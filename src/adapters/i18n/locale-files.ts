import { ImportedTranslations } from './imported-translations';

/**
 * Every built-in text file (src/ui/locales/<locale>/<namespace>.json) compiled in, for the build-time
 * profile (src/composition/bindings/build.ts): the pages rendered in Node read their texts from the
 * source tree, no server to ask. The browser's profiles never import it (they fetch /locales/).
 */
export function localeFiles(): ImportedTranslations {
  const files = import.meta.glob<unknown>('../../ui/locales/*/*.json', { eager: true, import: 'default' });
  return new ImportedTranslations(
    Object.fromEntries(
      Object.entries(files).map(([path, tree]) => [
        path.replace(/^.*\/locales\/([^/]+)\/([^/]+)\.json$/, '$1/$2'),
        () => Promise.resolve(tree),
      ]),
    ),
  );
}
