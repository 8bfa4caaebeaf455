import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './Button.module.css';

/** A link that looks like the system's button, for calls to action that go to another page. */
export function ButtonLink({
  href,
  variant = 'primary',
  className,
  children,
}: {
  readonly href: string;
  readonly variant?: 'primary' | 'secondary';
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <Link href={href} className={[styles.button, styles[variant], className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}

/**
 * A link to another site that looks like the system's button; it opens in a new tab (the page stays
 * where the customer left it), and says so to screen readers with `newTabText`.
 */
export function ExternalButtonLink({
  href,
  variant = 'primary',
  className,
  newTabText,
  children,
}: {
  readonly href: string;
  readonly variant?: 'primary' | 'secondary';
  readonly className?: string;
  readonly newTabText: string;
  readonly children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={[styles.button, styles[variant], className ?? ''].filter(Boolean).join(' ')}
    >
      {children} <span className="visually-hidden">{newTabText}</span>
    </a>
  );
}
