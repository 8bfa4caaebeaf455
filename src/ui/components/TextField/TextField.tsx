import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: ReactNode;
  /** The translated problem with the value; marks the input invalid and is read with it. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The one text input: a visible label, an optional hint, and an error tied to the input. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} className={styles.input} />}
    </Field>
  );
}
