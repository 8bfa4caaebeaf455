import { useId, type ReactNode } from 'react';
import styles from './TextField.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldProps {
  readonly label: ReactNode;
  /** The translated problem with the value; marks the control invalid and is read with it. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly className?: string | undefined;
  readonly children: (control: ControlProps) => ReactNode;
}

/** The frame every text-like control shares: a visible label, an optional hint, an error tied to the control. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
