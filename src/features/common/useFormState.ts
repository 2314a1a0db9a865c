// The state every form shares: which fields the user has touched (their errors show as they type), the
// server's errors placed on their fields, the form-level error or success, and the busy flag.
import { useCallback, useState } from 'react';
import type { ApiFailure } from '../../io/api/result';
import { useErrorText } from './useErrorText';

export interface FormState<F extends string> {
  busy: boolean;
  touched: ReadonlySet<F>;
  submitted: boolean;
  serverErrors: Partial<Record<F, string>>;
  formError: string | null;
  success: string | null;
  touch: (field: F) => void;
  /** Errors to show for a field: its rule errors once touched or submitted, then the server's. */
  shown: (field: F, ruleErrors: readonly string[]) => string[];
  /** Runs a submission: marks the form submitted and skips it while busy or when rules fail. */
  submit: (valid: boolean, task: () => Promise<void>) => Promise<void>;
  /** Places a failure next to its field (by code) or on the form. */
  fail: (failure: ApiFailure, fieldOfCode: Partial<Record<number, F>>) => void;
  succeed: (message: string) => void;
  /** An input's onChange: sets its value and marks the field touched. */
  bind: (field: F, set: (value: string) => void) => (value: string) => void;
}

/** True when no field has a rule error. */
export function allValid(rules: Readonly<Record<string, readonly string[]>>): boolean {
  return Object.values(rules).every((errors) => errors.length === 0);
}

export function useFormState<F extends string>(): FormState<F> {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const touch = useCallback((field: F) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) as Partial<
        Record<F, string>
      >;
    });
  }, []);

  const shown = useCallback(
    (field: F, ruleErrors: readonly string[]) => {
      const visible = submitted || touched.has(field) ? [...ruleErrors] : [];
      const server = serverErrors[field];
      // A rule can say what the server said (a taken username: the live check and the submit both answer).
      return server && !visible.includes(server) ? [...visible, server] : visible;
    },
    [submitted, touched, serverErrors],
  );

  const submit = useCallback(
    async (valid: boolean, task: () => Promise<void>) => {
      setSubmitted(true);
      setFormError(null);
      setSuccess(null);
      if (!valid || busy) return;
      setBusy(true);
      try {
        await task();
      } finally {
        setBusy(false);
      }
    },
    [busy],
  );

  const fail = useCallback(
    (failure: ApiFailure, fieldOfCode: Partial<Record<number, F>>) => {
      const text = errorText(failure.code, failure.message);
      const field = fieldOfCode[failure.code];
      if (field) setServerErrors({ [field]: text } as Partial<Record<F, string>>);
      else setFormError(text);
    },
    [errorText],
  );

  const succeed = useCallback((message: string) => {
    setSubmitted(false);
    setTouched(new Set());
    setServerErrors({});
    setSuccess(message);
  }, []);

  const bind = (field: F, set: (value: string) => void) => (value: string) => {
    set(value);
    touch(field);
  };

  return {
    busy,
    touched,
    submitted,
    serverErrors,
    formError,
    success,
    touch,
    shown,
    submit,
    fail,
    succeed,
    bind,
  };
}
