// Sign-in (R2.27, R1.17): "Username" and "Password" and a "Sign in" button, with links to register and to
// recover a password. A wrong password shows under the password field; a stopped account (err_use_stop,
// R5.03) and other failures under the form.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrors } from '../../protocol';
import { defaultSessionDeps } from '../../state/session/deps';
import { signIn } from '../../state/session/signIn';
import { apiFailure } from '../../io/api/result';
import { FormStatus } from '../common/FormStatus';
import { useFormState } from '../common/useFormState';
import { requiredErrors } from '../common/validationText';
import { PasswordField, SubmitButton, UsernameField } from '../common/FormFields';

type Field = 'username' | 'password';

export function SignInForm({ initialUsername = '' }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormState<Field>();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const rules = { username: requiredErrors(t, username.trim()), password: requiredErrors(t, password) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(rules.username.length === 0 && rules.password.length === 0, async () => {
      const result = await signIn(defaultSessionDeps, username.trim(), password);
      if (!result.ok) {
        form.fail(apiFailure(result.code, { message: result.message }), {
          [apiErrors.badCredentials]: 'password',
          [apiErrors.userNotFound]: 'username',
        });
        return;
      }
      await navigate({ to: '/', replace: true });
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title" className="form">
      <h1 id="sign-in-title">{t('auth.signIn.title')}</h1>
      <UsernameField
        state={form}
        field="username"
        value={username}
        onValue={setUsername}
        ruleErrors={rules.username}
      />
      <PasswordField
        purpose="current"
        state={form}
        field="password"
        value={password}
        onValue={setPassword}
        ruleErrors={rules.password}
      />
      <FormStatus error={form.formError} />
      <SubmitButton busy={form.busy}>{t('auth.signIn.submit')}</SubmitButton>
      <p className="form-links">
        <Link to="/auth/sign-in" search={{ view: 'register' }}>
          {t('auth.signIn.toRegister')}
        </Link>{' '}
        <Link to="/auth/sign-in" search={{ view: 'lost' }}>
          {t('auth.signIn.toLost')}
        </Link>
      </p>
    </form>
  );
}
