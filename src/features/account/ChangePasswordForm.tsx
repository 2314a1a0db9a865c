// Change password (R1.18, R7.44): the current password, then a new one under the rules of spec §5
// (R5.04–R5.07: not equal to the username). A wrong current password shows under its field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrors, passwdChangeEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { FormStatus } from '../common/FormStatus';
import { useBundle } from '../common/useBundle';
import { allValid, useFormState } from '../common/useFormState';
import { confirmErrors, passwordErrors, requiredErrors } from '../common/validationText';
import { NewPasswordFields, PasswordField, SubmitButton } from '../common/FormFields';

type Field = 'current' | 'password' | 'confirm';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const username = bundle?.dedata.userinfo.username ?? '';
  const form = useFormState<Field>();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const rules: Record<Field, string[]> = {
    current: requiredErrors(t, current),
    password: passwordErrors(t, password, username),
    confirm: confirmErrors(t, password, confirm),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(allValid(rules), async () => {
      const answer = await api.call(passwdChangeEndpoint, {
        ...(bundle ? { userno: bundle.userno } : {}),
        passwdorg: current,
        passwd: password,
      });
      if (!answer.ok) {
        form.fail(answer, { [apiErrors.badCredentials]: 'current', [apiErrors.weakPassword]: 'password' });
        return;
      }
      setCurrent('');
      setPassword('');
      setConfirm('');
      form.succeed(t('account.password.done'));
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-title" className="form">
      <h2 id="password-title">{t('account.panel.password')}</h2>
      <PasswordField
        purpose="current"
        label={t('account.currentPassword')}
        state={form}
        field="current"
        value={current}
        onValue={setCurrent}
        ruleErrors={rules.current}
      />
      <NewPasswordFields
        state={form}
        password={password}
        onPassword={setPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        ruleErrors={rules}
      />
      <FormStatus error={form.formError} success={form.success} />
      <SubmitButton busy={form.busy}>{t('account.password.submit')}</SubmitButton>
    </form>
  );
}
