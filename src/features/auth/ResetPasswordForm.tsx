// A new password with the code of the lost-password mail: the second password path (R5.17, R7.45,
// decision: the mailed code is the flag that selects it). The new password follows the rules of spec §5.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrors, passwdChange2Endpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { pushNoticeAtom } from '../../state/notices';
import { FormStatus } from '../common/FormStatus';
import { useFormState } from '../common/useFormState';
import { confirmErrors, passwordErrors, requiredErrors } from '../common/validationText';
import { FormField, NewPasswordFields, SubmitButton, UsernameField } from '../common/FormFields';

type Field = 'username' | 'code' | 'password' | 'confirm';

export function ResetPasswordForm({ initialUsername = '' }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pushNotice = useSetAtom(pushNoticeAtom);
  const form = useFormState<Field>();
  const [username, setUsername] = useState(initialUsername);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const rules: Record<Field, string[]> = {
    username: requiredErrors(t, username.trim()),
    code: requiredErrors(t, code.trim()),
    password: passwordErrors(t, password, username.trim()),
    confirm: confirmErrors(t, password, confirm),
  };
  const valid = Object.values(rules).every((list) => list.length === 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(valid, async () => {
      const answer = await api.call(passwdChange2Endpoint, {
        username: username.trim(),
        passwdorg: code.trim(),
        passwd: password,
      });
      if (!answer.ok) {
        form.fail(answer, { [apiErrors.resetTokenInvalid]: 'code', [apiErrors.weakPassword]: 'password' });
        return;
      }
      pushNotice({ tone: 'positive', content: { kind: 'key', key: 'auth.reset.done' } });
      await navigate({ to: '/auth/sign-in', search: { username: username.trim() }, replace: true });
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reset-title" className="form">
      <h1 id="reset-title">{t('auth.reset.title')}</h1>
      <UsernameField
        state={form}
        field="username"
        value={username}
        onValue={setUsername}
        ruleErrors={rules.username}
      />
      <FormField
        label={t('auth.reset.code')}
        state={form}
        field="code"
        value={code}
        onValue={setCode}
        ruleErrors={rules.code}
        autoComplete="one-time-code"
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
      />
      <FormStatus error={form.formError} />
      <SubmitButton busy={form.busy}>{t('auth.reset.submit')}</SubmitButton>
      <p className="form-links">
        <Link to="/auth/sign-in">{t('auth.backToSignIn')}</Link>
      </p>
    </form>
  );
}
