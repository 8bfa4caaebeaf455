import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/use-locale';
import styles from './LegalDocument.module.css';

/**
 * A legal text's body (the privacy policy, the terms of use, the legal notice): when it last
 * changed, then its sections, at a comfortable line length even on a wide screen.
 */
export function LegalDocument({
  lastUpdated,
  updatedText,
  children,
}: {
  /** When the text last changed (ISO date, read as a calendar day); none for a text of settings. */
  readonly lastUpdated?: string;
  /** "Last updated: {{date}}" in the screen's words, given the date in the customer's format. */
  readonly updatedText?: (date: string) => string;
  readonly children: ReactNode;
}) {
  const { locale } = useLocale();
  const updated =
    lastUpdated && updatedText
      ? updatedText(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${lastUpdated}T00:00:00Z`)))
      : null;
  return (
    <>
      {updated && (
        <p className={styles.updated}>
          <time dateTime={lastUpdated}>{updated}</time>
        </p>
      )}
      <div className={styles.document}>{children}</div>
    </>
  );
}

/** One section of a legal text, named by its heading. */
export function LegalSection({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A list inside a section. */
export function LegalList({ children }: { readonly children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}

/** The class of a link that leads on from a section (to the request form, to contact). */
export const legalActionClass = styles.action;
