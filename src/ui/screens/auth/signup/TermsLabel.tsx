import { Trans } from 'react-i18next';
import { useT } from '../../../i18n/use-t';

/**
 * The terms checkbox's label, with links to the terms of use and the privacy policy. Both open in
 * a new tab, which the label says, so that reading them does not lose what was typed in the form.
 */
export function TermsLabel() {
  const { t } = useT();
  return (
    <Trans
      t={t}
      i18nKey="auth:signup.terms"
      components={{
        terms: <a href="/terms" target="_blank" rel="noopener" />,
        privacy: <a href="/privacy-policy" target="_blank" rel="noopener" />,
        newtab: <span className="visually-hidden" />,
      }}
    />
  );
}
