import type { ReactNode } from 'react';
import { usePageTitle } from '../../i18n/use-page-title';

/**
 * A page with its own title, heading and introduction; the screen's own content follows. The screen
 * gives its texts (from its own namespace): this component knows no screen's keys.
 */
export function InfoPage({
  title,
  description,
  intro,
  children,
}: {
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  readonly intro: ReactNode;
  readonly children?: ReactNode;
}) {
  usePageTitle(title, description);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      {children}
    </div>
  );
}
