// The fields the account and sign-in forms share, each a TextField bound to the form's state
// (useFormState): typing sets the value and marks the field touched, and its rule errors (then the
// server's) show under it. One place says how a username, a password or an email is asked for: the
// label, the input type, what the browser may fill in (autocomplete), the hint.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';
import type { FormState } from './useFormState';

type BoundFieldProps<F extends string> = {
  /** The form's state (not `form`: that is an input attribute). */
  state: FormState<F>;
  field: F;
  value: string;
  onValue: (value: string) => void;
  /** The rules engine's errors for the value (shown once touched or submitted). */
  ruleErrors: readonly string[];
} & Omit<TextFieldProps, 'value' | 'onChange' | 'errors'>;

export function FormField<F extends string>({
  state,
  field,
  value,
  onValue,
  ruleErrors,
  ...input
}: BoundFieldProps<F>) {
  return (
    <TextField
      {...input}
      value={value}
      onChange={state.bind(field, onValue)}
      errors={state.shown(field, ruleErrors)}
    />
  );
}

type NamedFieldProps<F extends string> = Omit<BoundFieldProps<F>, 'label'> & { label?: string };

export function UsernameField<F extends string>({ label, ...props }: NamedFieldProps<F>) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label ?? t('auth.username')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/**
 * A password: the account's current one, a new one (with the rule as a hint), or the new one again.
 * The browser's password manager tells them apart by autocomplete.
 */
export function PasswordField<F extends string>({
  purpose,
  label,
  ...props
}: NamedFieldProps<F> & { purpose: 'current' | 'new' | 'confirm' }) {
  const { t } = useTranslation();
  const shown = {
    current: { label: t('auth.password'), autoComplete: 'current-password' },
    new: { label: t('auth.newPassword'), autoComplete: 'new-password', hint: t('auth.passwordRule') },
    confirm: { label: t('auth.confirmPassword'), autoComplete: 'new-password' },
  }[purpose];
  return <FormField type="password" required {...shown} label={label ?? shown.label} {...props} />;
}

export function EmailField<F extends string>({ label, ...props }: NamedFieldProps<F>) {
  const { t } = useTranslation();
  return <FormField label={label ?? t('auth.email')} type="email" autoComplete="email" {...props} />;
}

/** The form's submit button: disabled and marked busy while the request runs. */
export function SubmitButton({
  busy,
  danger = false,
  children,
}: {
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={danger ? 'button-danger' : 'button-primary'}
      disabled={busy}
      aria-busy={busy}
    >
      {children}
    </button>
  );
}

/** A new password and the same again (registration, reset, change), on the fields `password` and `confirm`. */
export function NewPasswordFields<F extends string>({
  state,
  password,
  onPassword,
  confirm,
  onConfirm,
  ruleErrors,
  passwordLabel,
}: {
  state: FormState<F | 'password' | 'confirm'>;
  password: string;
  onPassword: (value: string) => void;
  confirm: string;
  onConfirm: (value: string) => void;
  ruleErrors: { password: readonly string[]; confirm: readonly string[] };
  /** Registration asks for "Password", not "New password". */
  passwordLabel?: string;
}) {
  return (
    <>
      <PasswordField
        purpose="new"
        label={passwordLabel}
        state={state}
        field="password"
        value={password}
        onValue={onPassword}
        ruleErrors={ruleErrors.password}
      />
      <PasswordField
        purpose="confirm"
        state={state}
        field="confirm"
        value={confirm}
        onValue={onConfirm}
        ruleErrors={ruleErrors.confirm}
      />
    </>
  );
}
