import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { MAX_LENGTH, type LimitedField } from '../../../core/shared/validation';
import { Field } from './Field';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'maxLength'> {
  readonly label: ReactNode;
  /** What the field holds; sets its maximum length (MAX_LENGTH), so no input goes without one. */
  readonly kind: LimitedField;
  /** The translated problem with the value; marks the input invalid and is read with it. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The one text input: a visible label, an optional hint, an error tied to the input, and a maximum length. */
export function TextField({ label, kind, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} maxLength={MAX_LENGTH[kind]} className={styles.input} />}
    </Field>
  );
}
