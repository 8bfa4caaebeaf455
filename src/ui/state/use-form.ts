import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { DomainError, ErrorCode } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';
import { useErrorText } from '../i18n/use-error-text';
import { useSubmission, type SubmitState } from './use-submission';

export type FieldErrors<F extends string> = Partial<Record<F, ErrorCode>>;

export interface SubmitHandlers<T, E extends DomainError = DomainError> {
  readonly onSuccess: (value: T) => void;
  /**
   * Any failure but `invalid_input` (shown on the fields) and `rate_limited` (shown by the submit
   * button), typed as the use case declares its errors, so `error.code === '…'` is checked.
   */
  readonly onError: (error: E) => void;
}

type Values = Record<string, string | boolean>;
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/**
 * The one way a form is written: its values, field errors, one submission at a time, and the
 * binding of every field (`field` for text, `check` for checkboxes). On `invalid_input` the field
 * errors are shown and focus goes to the first invalid field; on `rate_limited` the submit button
 * stays disabled until the wait is over (see SubmitButton); other errors go to `onError`. What the
 * user typed is never cleared by a failure.
 */
export function useForm<F extends string, V extends Values>(initial: V) {
  const errorText = useErrorText();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // The server's own words for a field, when it gave some (spec §8: shown under the field).
  const [messages, setMessages] = useState<Partial<Record<F, string>>>({});
  const submission = useSubmission();
  const { guard, holdFor } = submission;
  const formRef = useRef<HTMLFormElement>(null);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field as unknown as F] ? { ...prev, [field]: undefined } : prev));
    setMessages((prev) => (prev[field as unknown as F] ? { ...prev, [field]: undefined } : prev));
  }, []);

  /** Shows the server's own words under a field. */
  const setFieldMessage = useCallback((field: F, message: string) => {
    setMessages((prev) => ({ ...prev, [field]: message }));
  }, []);

  const submit = useCallback(
    <T, E extends DomainError>(run: (values: V) => Promise<Result<T, E>>, handlers: SubmitHandlers<T, E>) =>
      async (event?: FormEvent) => {
        event?.preventDefault();
        const result = await guard(() => run(values));
        if (result === null) return;
        if (result.ok) {
          setErrors({});
          setMessages({});
          handlers.onSuccess(result.value);
        } else if (result.error.code === 'invalid_input') {
          // The errors are drawn now and the focus moves in the same task, so whoever reads the page
          // as the errors appear (a screen reader, a test) finds it on the first invalid field.
          flushSync(() => setErrors((result.error.fields ?? {}) as FieldErrors<F>));
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        } else if (result.error.code === 'rate_limited') {
          holdFor(result.error.retryAfterSeconds);
        } else {
          handlers.onError(result.error);
        }
      },
    [values, guard, holdFor],
  );

  const errorOf = (name: F) => messages[name] ?? errorText(errors[name]);

  /** Props for a text input bound to a field: name, value, onChange and its error. */
  const field = (name: StringKeys<V> & F) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value as V[typeof name]),
    error: errorOf(name),
  });

  /** Props for a checkbox bound to a field. */
  const check = (name: BooleanKeys<V>) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked as V[typeof name]),
    error: errorOf(name as unknown as F),
  });

  const submitState: SubmitState = submission.state;
  const { submitting } = submitState;

  // The ref apart from the state: React's lint rules forbid reading an object holding a ref during render.
  return [{ values, set, field, check, errors, setErrors, setFieldMessage, submitting, submit, submitState }, formRef] as const;
}
