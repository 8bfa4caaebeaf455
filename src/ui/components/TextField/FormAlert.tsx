import type { ReactNode } from 'react';
import styles from './TextField.module.css';

/**
 * A message about the whole form, next to its submit button, that stays until the form changes
 * its mind (not a notification that leaves after 3 s): announced once, when it appears.
 */
export function FormAlert({ children }: { readonly children: ReactNode }) {
  return (
    <p role="alert" className={styles.formAlert}>
      {children}
    </p>
  );
}
