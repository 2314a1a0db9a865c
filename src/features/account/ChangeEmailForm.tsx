// Change e-mail (R1.18, R7.49): the current address, the new one (R5.09, R5.10) and the password. The
// server answers one code for a wrong password or a wrong current address; it shows under the password.
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrors, emailChangeEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { bundleAtom } from '../../state/session';
import { FormStatus } from '../common/FormStatus';
import { useBundle } from '../common/useBundle';
import { allValid, useFormState } from '../common/useFormState';
import { emailErrors, requiredErrors } from '../common/validationText';
import { EmailField, PasswordField, SubmitButton } from '../common/FormFields';

type Field = 'current' | 'email' | 'password';

export function ChangeEmailForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const setBundle = useSetAtom(bundleAtom);
  const form = useFormState<Field>();
  const [current, setCurrent] = useState(bundle?.dedata.userinfo.email ?? '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const rules: Record<Field, string[]> = {
    current: emailErrors(t, current, true),
    email: emailErrors(t, email),
    password: requiredErrors(t, password),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(allValid(rules), async () => {
      const answer = await api.call(emailChangeEndpoint, {
        ...(bundle ? { userno: bundle.userno } : {}),
        emailorg: current,
        emailnew: email,
        passwd: password,
      });
      if (!answer.ok) {
        form.fail(answer, { [apiErrors.badCredentials]: 'password', [apiErrors.badEmail]: 'email' });
        return;
      }
      setBundle((b) =>
        b ? { ...b, dedata: { ...b.dedata, userinfo: { ...b.dedata.userinfo, email } } } : b,
      );
      setCurrent(email);
      setEmail('');
      setPassword('');
      form.succeed(t('account.email.done'));
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="email-title" className="form">
      <h2 id="email-title">{t('account.panel.email')}</h2>
      <EmailField
        label={t('account.currentEmail')}
        state={form}
        field="current"
        value={current}
        onValue={setCurrent}
        ruleErrors={rules.current}
      />
      <EmailField
        label={t('account.newEmail')}
        state={form}
        field="email"
        value={email}
        onValue={setEmail}
        ruleErrors={rules.email}
        required
      />
      <PasswordField
        purpose="current"
        state={form}
        field="password"
        value={password}
        onValue={setPassword}
        ruleErrors={rules.password}
      />
      <FormStatus error={form.formError} success={form.success} />
      <SubmitButton busy={form.busy}>{t('account.email.submit')}</SubmitButton>
    </form>
  );
}
