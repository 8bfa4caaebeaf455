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
