// Change phone (R1.18, R7.50): the new number (no whitespace, R5.10; the server checks its form and answers
// -1000, shown under the number) and the password.
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrors, phoneChangeEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { bundleAtom } from '../../state/session';
import { FormStatus } from '../common/FormStatus';
import { useBundle } from '../common/useBundle';
import { allValid, useFormState } from '../common/useFormState';
import { phoneErrors, requiredErrors } from '../common/validationText';
import { FormField, PasswordField, SubmitButton } from '../common/FormFields';

type Field = 'phone' | 'password';

export function ChangePhoneForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const setBundle = useSetAtom(bundleAtom);
  const form = useFormState<Field>();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const rules: Record<Field, string[]> = {
    phone: phoneErrors(t, phone),
    password: requiredErrors(t, password),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(allValid(rules), async () => {
      const answer = await api.call(phoneChangeEndpoint, {
        ...(bundle ? { userno: bundle.userno } : {}),
        phonenew: phone,
        passwd: password,
      });
      if (!answer.ok) {
        form.fail(answer, { [apiErrors.badCredentials]: 'password', [apiErrors.invalidRequest]: 'phone' });
        return;
      }
      setBundle((b) =>
        b ? { ...b, dedata: { ...b.dedata, userinfo: { ...b.dedata.userinfo, phoneno: phone } } } : b,
      );
      setPhone('');
      setPassword('');
      form.succeed(t('account.phone.done'));
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="phone-title" className="form">
      <h2 id="phone-title">{t('account.panel.phone')}</h2>
      <p>{t('account.phone.current', { phone: bundle?.dedata.userinfo.phoneno || t('screen.none') })}</p>
      <FormField
        label={t('account.newPhone')}
        state={form}
        field="phone"
        value={phone}
        onValue={setPhone}
        ruleErrors={rules.phone}
        type="tel"
        hint={t('account.phone.hint')}
        autoComplete="tel"
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
      <SubmitButton busy={form.busy}>{t('account.phone.submit')}</SubmitButton>
    </form>
  );
}
