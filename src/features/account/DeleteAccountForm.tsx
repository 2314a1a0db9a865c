// Delete the account (R1.19, R7.51): the username and password again and an explicit confirmation. The
// server signs out every device; this one clears everything and goes to sign-in.
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountDelEndpoint, apiErrors } from '../../protocol';
import { api } from '../../io/api/appClient';
import { pushNoticeAtom } from '../../state/notices';
import { CheckField } from '../common/CheckField';
import { FormStatus } from '../common/FormStatus';
import { useBundle } from '../common/useBundle';
import { allValid, useFormState } from '../common/useFormState';
import { useSignOut } from '../common/useSignOut';
import { requiredErrors } from '../common/validationText';
import { PasswordField, SubmitButton, UsernameField } from '../common/FormFields';

type Field = 'username' | 'password' | 'confirm';

export function DeleteAccountForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const pushNotice = useSetAtom(pushNoticeAtom);
  const { signOut } = useSignOut();
  const form = useFormState<Field>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const rules: Record<Field, string[]> = {
    username: requiredErrors(t, username.trim()),
    password: requiredErrors(t, password),
    confirm: confirmed ? [] : [t('account.delete.confirmNeeded')],
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(allValid(rules), async () => {
      const answer = await api.call(accountDelEndpoint, {
        ...(bundle ? { userno: bundle.userno } : {}),
        username: username.trim(),
        passwd: password,
      });
      if (!answer.ok) {
        form.fail(answer, { [apiErrors.badCredentials]: 'password' });
        return;
      }
      pushNotice({ tone: 'info', content: { kind: 'key', key: 'account.delete.done' } });
      await signOut({ callServer: false });
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="delete-title" className="form form-danger">
      <h2 id="delete-title">{t('account.panel.delete')}</h2>
      <p>{t('account.delete.warning')}</p>
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
      <CheckField
        label={t('account.delete.confirm')}
        checked={confirmed}
        onChange={(value) => {
          setConfirmed(value);
          form.touch('confirm');
        }}
      />
      <ul className="field-errors" aria-live="polite">
        {form.shown('confirm', rules.confirm).map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      <FormStatus error={form.formError} />
      <SubmitButton busy={form.busy} danger>
        {t('account.delete.submit')}
      </SubmitButton>
    </form>
  );
}
