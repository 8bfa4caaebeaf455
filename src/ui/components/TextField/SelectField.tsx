import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import styles from './TextField.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  readonly label: ReactNode;
  readonly error?: string | null;
  readonly children: ReactNode;
}

/** A native select dressed as the system's input: the platform's picker is the most usable on phones. */
export function SelectField({ label, error, className, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <select {...select} {...control} className={styles.select}>
          {children}
        </select>
      )}
    </Field>
  );
}
