import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './Field';
import styles from './TextField.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly label: ReactNode;
  readonly error?: string | null;
  readonly hint?: ReactNode;
}

/** The text input, for several lines. */
export function TextAreaField({ label, error, hint, className, ...area }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...area} {...control} className={styles.textarea} />}
    </Field>
  );
}
