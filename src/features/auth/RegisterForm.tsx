// Registration (R1.17, R7.47) with the rules of spec §5 shown as the user types: the username rule and its
// availability (R5.01, R5.02: -10410), the password rules (R5.04–R5.07: not equal to the username or
// e-mail), the e-mail form (R5.09) and no whitespace (R5.10). Server answers land next to their fields.
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrors, userRegEndpoint } from '../../protocol';
import { currentLocale } from '../../i18n';
import { api } from '../../io/api/appClient';
import { localSettingsAtom } from '../../state/localSettings';
import { pushNoticeAtom } from '../../state/notices';
import { FormStatus } from '../common/FormStatus';
import { TextField } from '../common/TextField';
import { useErrorText } from '../common/useErrorText';
import { useFormState } from '../common/useFormState';
import {
  confirmErrors,
  emailErrors,
  passwordErrors,
  phoneErrors,
  usernameErrors,
} from '../common/validationText';
import { useUsernameCheck } from './useUsernameCheck';
import { EmailField, FormField, NewPasswordFields, SubmitButton } from '../common/FormFields';

type Field = 'username' | 'password' | 'confirm' | 'email' | 'phone';

export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const pushNotice = useSetAtom(pushNoticeAtom);
  const { region } = useAtomValue(localSettingsAtom);
  const form = useFormState<Field>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const availability = useUsernameCheck(username);

  const rules: Record<Field, string[]> = {
    username: [
      ...usernameErrors(t, username),
      ...(availability.state === 'taken' ? [errorText(availability.code)] : []),
    ],
    password: passwordErrors(t, password, username, email),
    confirm: confirmErrors(t, password, confirm),
    email: emailErrors(t, email, true),
    phone: phoneErrors(t, phone, true),
  };
  // Availability shows as soon as it is known, touched or not.
  const usernameShown =
    availability.state === 'taken' && !form.touched.has('username')
      ? [errorText(availability.code)]
      : form.shown('username', rules.username);
  const valid = Object.values(rules).every((list) => list.length === 0) && availability.state !== 'checking';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(valid, async () => {
      const answer = await api.call(userRegEndpoint, {
        username,
        passwd: password,
        email,
        phoneno: phone,
        countrylso: region,
        lang: currentLocale(i18n),
      });
      if (!answer.ok) {
        form.fail(answer, {
          [apiErrors.usernameTaken]: 'username',
          [apiErrors.weakPassword]: 'password',
          [apiErrors.badEmail]: 'email',
        });
        return;
      }
      pushNotice({ tone: 'positive', content: { kind: 'key', key: 'auth.register.done' } });
      await navigate({ to: '/auth/sign-in', search: { username }, replace: true });
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="register-title" className="form">
      <h1 id="register-title">{t('auth.register.title')}</h1>
      <TextField
        label={t('auth.username')}
        value={username}
        onChange={form.bind('username', setUsername)}
        errors={usernameShown}
        hint={
          availability.state === 'free' ? t('auth.register.usernameFree') : t('auth.register.usernameRule')
        }
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <NewPasswordFields
        state={form}
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        ruleErrors={rules}
        passwordLabel={t('auth.password')}
      />
      <EmailField
        state={form}
        field="email"
        value={email}
        onValue={setEmail}
        ruleErrors={rules.email}
        hint={t('auth.register.emailHint')}
      />
      <FormField
        label={t('auth.phone')}
        state={form}
        field="phone"
        value={phone}
        onValue={setPhone}
        ruleErrors={rules.phone}
        type="tel"
        autoComplete="tel"
      />
      <FormStatus error={form.formError} />
      <SubmitButton busy={form.busy}>{t('auth.register.submit')}</SubmitButton>
      <p className="form-links">
        <Link to="/auth/sign-in">{t('auth.backToSignIn')}</Link>
      </p>
    </form>
  );
}
