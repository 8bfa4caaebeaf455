import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { ErrorCode } from '../../core/shared/domain-error';
import type { DomainError } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';

export type FieldErrors<F extends string> = Partial<Record<F, ErrorCode>>;

/**
 * A form's values, field errors and one submission at a time. On `invalid_input` the field
 * errors are shown and focus goes to the first invalid field; other errors go to `onError`.
 * What the user typed is never cleared by a failure.
 */
export function useForm<F extends string, V extends Record<string, string | boolean>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field as unknown as F] ? { ...prev, [field]: undefined } : prev));
  }, []);

  const submit = useCallback(
    <T>(run: (values: V) => Promise<Result<T>>, handlers: { onSuccess: (value: T) => void; onError: (error: DomainError) => void }) =>
      async (event: FormEvent) => {
        event.preventDefault();
        if (busy.current) return;
        busy.current = true;
        setSubmitting(true);
        try {
          const result = await run(values);
          if (result.ok) {
            setErrors({});
            handlers.onSuccess(result.value);
          } else if (result.error.code === 'invalid_input') {
            setErrors((result.error.fields ?? {}) as FieldErrors<F>);
            // After React has marked the fields, move to the first one.
            requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          } else {
            handlers.onError(result.error);
          }
        } finally {
          busy.current = false;
          setSubmitting(false);
        }
      },
    [values],
  );

  /** Props for a text input bound to a field: name, value and onChange. */
  const bind = (field: Extract<keyof V, string>) => ({
    name: field,
    value: String(values[field]),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as V[typeof field]),
  });

  // The ref apart from the state: React's lint rules forbid reading an object holding a ref during render.
  return [{ values, set, bind, errors, setErrors, submitting, submit }, formRef] as const;
}
