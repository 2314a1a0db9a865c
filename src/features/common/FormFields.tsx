// The fields the account and sign-in forms share, each a TextField given its value, change handler and
// errors by the form (`{...form.field(name, rules)}`, useFormFields). One place says how a username, a
// password, an e-mail address or a phone number is asked for: the label, the input type, what the browser
// may fill in (autocomplete), the hint.
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';
import type { BoundField } from './useFormFields';

/** A TextField whose label has a default (a form may still name the field its own way). */
type NamedFieldProps = Omit<TextFieldProps, 'label'> & { label?: string };

export function UsernameField({ label, ...props }: NamedFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
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
export function PasswordField({
  purpose,
  label,
  ...props
}: NamedFieldProps & { purpose: 'current' | 'new' | 'confirm' }) {
  const { t } = useTranslation();
  const shown = {
    current: { label: t('auth.password'), autoComplete: 'current-password' },
    new: { label: t('auth.newPassword'), autoComplete: 'new-password', hint: t('auth.passwordRule') },
    confirm: { label: t('auth.confirmPassword'), autoComplete: 'new-password' },
  }[purpose];
  return <TextField type="password" required {...shown} label={label ?? shown.label} {...props} />;
}

/** A new password and the same again (registration, reset, change). */
export function NewPasswordFields({
  password,
  confirm,
  passwordLabel,
}: {
  password: BoundField;
  confirm: BoundField;
  /** Registration asks for "Password", not "New password". */
  passwordLabel?: string;
}) {
  return (
    <>
      <PasswordField purpose="new" label={passwordLabel} {...password} />
      <PasswordField purpose="confirm" {...confirm} />
    </>
  );
}

export function EmailField({ label, ...props }: NamedFieldProps) {
  const { t } = useTranslation();
  return <TextField label={label ?? t('auth.email')} type="email" autoComplete="email" {...props} />;
}

export function PhoneField({ label, ...props }: NamedFieldProps) {
  const { t } = useTranslation();
  return <TextField label={label ?? t('auth.phone')} type="tel" autoComplete="tel" {...props} />;
}
