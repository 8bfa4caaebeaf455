import { Trans } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { NAMESPACES } from '../../i18n/namespaces';
import { useT } from '../../i18n/use-t';

/**
 * A text that may carry simple markup (edited in the content service): only <strong>, <em>,
 * <i>, <br> and <p> without attributes become elements; any other tag, attribute or script is
 * shown as text or dropped. Never dangerouslySetInnerHTML.
 */
export function RichText({ i18nKey, values }: { readonly i18nKey: ParseKeys<typeof NAMESPACES>; readonly values?: Record<string, string | number> }) {
  const { t } = useT();
  return <Trans t={t} i18nKey={i18nKey} values={values} shouldUnescape={false} />;
}
