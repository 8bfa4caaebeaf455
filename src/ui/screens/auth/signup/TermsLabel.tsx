import { Trans } from 'react-i18next';
import { useT } from '../../../i18n/use-t';

/**
 * The terms checkbox's label, with a link to the terms. The privacy policy page carries them
 * (there is no separate terms page: docs/decisions.md). It opens in a new tab, which the label
 * says, so that reading the terms does not lose what was typed in the form.
 */
export function TermsLabel() {
  const { t } = useT();
  return (
    <Trans
      t={t}
      i18nKey="auth:signup.terms"
      components={{
        terms: <a href="/privacy-policy" target="_blank" rel="noopener" />,
        newtab: <span className="visually-hidden" />,
      }}
    />
  );
}
