import type { ChangeEvent, CompositionEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
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
  /**
   * What the field keeps of what is typed (`keptDigits` for a code): applied to each change, but
   * never in the middle of an IME composition — the text being composed is the IME's, and changing
   * it under the IME breaks the composition — and again once the composition is committed.
   */
  readonly keep?: (typed: string) => string;
}

/** What a kind of field is as an input, unless the field says otherwise: the keyboard, the masking, the autofill. */
const KIND_INPUT: Partial<Record<LimitedField, InputHTMLAttributes<HTMLInputElement>>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  password: { type: 'password' },
};

/** The one text input: a visible label, an optional hint, an error tied to the input, and a maximum length. */
export function TextField({ label, kind, error, hint, className, keep, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...KIND_INPUT[kind]}
          {...input}
          {...(keep ? keptInput(keep, input) : {})}
          {...control}
          maxLength={MAX_LENGTH[kind]}
          className={styles.input}
        />
      )}
    </Field>
  );
}

/** The change handlers of a field that keeps only part of what is typed (see `keep`). */
function keptInput(keep: (typed: string) => string, { onChange, onCompositionEnd }: InputHTMLAttributes<HTMLInputElement>) {
  const kept = (input: HTMLInputElement): boolean => {
    const value = keep(input.value);
    if (value === input.value) return false;
    input.value = value;
    return true;
  };
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // Chrome sends the committing input event still composing, Safari after compositionend: both are handled.
      if (!(event.nativeEvent as Partial<InputEvent>).isComposing) kept(event.target);
      onChange?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => {
      onCompositionEnd?.(event);
      // The committed text, kept, is the field's value: passed on as the change it is.
      if (kept(event.currentTarget)) onChange?.({ ...event, target: event.currentTarget });
    },
  };
}
