import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { MAX_LENGTH, type LimitedField } from '../../../core/shared/typed-text';
import { Field } from './Field';
import styles from './TextField.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'maxLength'> {
  readonly label: ReactNode;
  /** What the field holds; sets its maximum length (MAX_LENGTH). */
  readonly kind: LimitedField;
  readonly error?: string | null;
  readonly hint?: ReactNode;
}

/** The text input, for several lines. */
export function TextAreaField({ label, kind, error, hint, className, ...area }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...area} {...control} maxLength={MAX_LENGTH[kind]} className={styles.textarea} />}
    </Field>
  );
}
