import { Trans } from 'react-i18next';
import { Link } from 'wouter';
import { TEXT_LINKS } from '../../i18n/text-links';
import { useT } from '../../i18n/use-t';

const LINKS = Object.fromEntries(Object.entries(TEXT_LINKS).map(([tag, href]) => [tag, <Link key={tag} href={href} />]));

/**
 * A text that may carry simple markup (edited in the content service): only <strong>, <em>,
 * <i>, <br> and <p> without attributes become elements, and the TEXT_LINKS tags become links to
 * the app's own pages; any other tag, attribute or script is shown as text or dropped. Never
 * dangerouslySetInnerHTML.
 */
/** `i18nKey` is `ns:key`; not type-checked here (the union of every key is too large for <Trans>'s types). */
export function RichText({ i18nKey, values }: { readonly i18nKey: string; readonly values?: Record<string, string | number> }) {
  const { t } = useT();
  return <Trans t={t} i18nKey={i18nKey as never} values={values} components={LINKS} shouldUnescape={false} />;
}
