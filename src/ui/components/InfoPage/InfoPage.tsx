import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { usePageTitle } from '../../i18n/use-page-title';
import { RichText } from '../RichText/RichText';

export type InfoPageKey =
  | 'contactUs'
  | 'dsar'
  | 'faq'
  | 'howItWorks'
  | 'products'
  | 'privacyPolicy'
  | 'resetPassword'
  | 'thankYou'
  | 'signup'
  | 'verifyEmail'
  | 'verificationError';

/** A page with its own title, heading and introduction; the screen's own content follows. */
export function InfoPage({
  page,
  intro,
  children,
}: {
  readonly page: InfoPageKey;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
}) {
  const { t } = useT();
  const title = t(`common:pages.${page}.title`);
  usePageTitle(title, t(`common:pages.${page}.description`));
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="lead">{intro ?? <RichText i18nKey={`common:pages.${page}.intro`} />}</p>
      {children}
    </div>
  );
}
