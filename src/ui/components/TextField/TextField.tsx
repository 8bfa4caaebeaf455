import { useState, type ChangeEvent, type CompositionEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { MAX_LENGTH, type LimitedField } from '../../../core/shared/typed-text';
import { useT } from '../../i18n/use-t';
import { Button } from '../Button/Button';
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

/**
 * The one text input: a visible label, an optional hint, an error tied to the input, and a maximum
 * length. A password can be shown while it is typed (issue 20): a phone's keyboard makes typos
 * easy and a masked field hides them.
 */
export function TextField({ label, kind, error, hint, className, keep, ...input }: TextFieldProps) {
  const [shown, setShown] = useState(false);
  const masked = (input.type ?? KIND_INPUT[kind]?.type) === 'password';
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => {
        const field = (
          <input
            {...KIND_INPUT[kind]}
            {...input}
            {...(masked && shown ? { type: 'text' } : {})}
            {...(keep ? keptInput(keep, input) : {})}
            {...control}
            maxLength={MAX_LENGTH[kind]}
            className={styles.input}
          />
        );
        if (!masked) return field;
        return (
          <div className={styles.withToggle}>
            {field}
            <ShowPassword shown={shown} controls={control.id} onToggle={() => setShown((s) => !s)} />
          </div>
        );
      }}
    </Field>
  );
}

/** "Show" next to a password: pressed while the password is shown; its name says what it shows. */
function ShowPassword({
  shown,
  controls,
  onToggle,
}: {
  readonly shown: boolean;
  readonly controls: string;
  readonly onToggle: () => void;
}) {
  const { t } = useT();
  return (
    <Button
      variant="secondary"
      className={styles.toggle}
      aria-pressed={shown}
      aria-controls={controls}
      aria-label={t('common:password.show')}
      onClick={onToggle}
    >
      {t('common:password.showShort')}
    </Button>
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
