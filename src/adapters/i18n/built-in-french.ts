import { ImportedTranslations } from './imported-translations';

/**
 * The French texts as built (src/ui/locales/fr-FR), one chunk per namespace, downloaded only when a
 * namespace could be had neither in the active language nor in French from /locales
 * (docs/decisions.md, point 8): the translations' last resort.
 */
export const BUILT_IN_FRENCH = new ImportedTranslations(
  Object.fromEntries(
    Object.entries(import.meta.glob('../../ui/locales/fr-FR/*.json', { import: 'default' })).map(([path, load]) => [
      path.replace(/^.*\/locales\/([^/]+)\/([^/]+)\.json$/, '$1/$2'),
      load,
    ]),
  ),
);
