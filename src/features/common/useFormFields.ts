// A form's text values kept beside its state (useFormState), so that each field is one spread:
// `{...form.field('email', rules)}` gives the input its value, a change handler that also marks the field
// touched, and the errors to show (its rule errors once touched or submitted, then the server's).
import { useState, type FormEvent } from 'react';
import { useFormState, type FormState } from './useFormState';

/** What a bound TextField needs from the form. */
export interface BoundField {
  value: string;
  onChange: (value: string) => void;
  errors: string[];
}

export type FieldRules<K extends string> = Readonly<Record<K, readonly string[]>>;

export interface FormFields<V extends string, Other extends string> extends FormState<V | Other> {
  values: Readonly<Record<V, string>>;
  /** Sets some values at once (clearing the form after a success) without touching the fields. */
  setValues: (next: Partial<Record<V, string>>) => void;
  /** The props of the field `name`; `rules` must hold its rule errors. */
  field: <K extends V>(name: K, rules: FieldRules<NoInfer<K>>) => BoundField;
  /** The form's onSubmit: no page reload; the task runs through `submit` (skipped while busy or invalid). */
  handleSubmit: (valid: boolean, task: () => Promise<void>) => (event: FormEvent) => void;
}

/**
 * `initial` names the text fields and their first values; `Other` names fields that are not text (a
 * checkbox) but still have errors shown through the form's state.
 */
export function useFormFields<V extends string, Other extends string = never>(
  initial: Record<V, string>,
): FormFields<V, Other> {
  const state = useFormState<V | Other>();
  const [values, setAll] = useState<Readonly<Record<V, string>>>(initial);
  const setValues = (next: Partial<Record<V, string>>) => setAll((current) => ({ ...current, ...next }));
  const field = <K extends V>(name: K, rules: FieldRules<K>): BoundField => ({
    value: values[name],
    // A computed key widens to `string`; the cast says it is the field's own name.
    onChange: state.bind(name, (value) => setValues({ [name]: value } as Partial<Record<V, string>>)),
    errors: state.shown(name, rules[name]),
  });
  const handleSubmit = (valid: boolean, task: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void state.submit(valid, task);
  };
  return { ...state, values, setValues, field, handleSubmit };
}
