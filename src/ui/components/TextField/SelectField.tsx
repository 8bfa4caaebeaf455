import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './TextField.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  readonly label: ReactNode;
  readonly error?: string | null;
  readonly children: ReactNode;
}

/** A native select dressed as the system's input: the platform's picker is the most usable on phones. */
export function SelectField({ label, error, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select {...select} id={id} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
        {children}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
