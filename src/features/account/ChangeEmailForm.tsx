// Change e-mail (R1.18, R7.49): the current address, the new one (R5.09, R5.10) and the password. The
// server answers one code for a wrong password or a wrong current address; it shows under the password.
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { apiErrors, emailChangeEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { bundleAtom } from '../../state/session';
import { EmailField, PasswordField } from '../common/FormFields';
import { FormFrame } from '../common/FormFrame';
import { useBundle } from '../common/useBundle';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { emailErrors, requiredErrors } from '../common/validationText';

export function ChangeEmailForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const setBundle = useSetAtom(bundleAtom);
  const form = useFormFields({ current: bundle?.dedata.userinfo.email ?? '', email: '', password: '' });
  const { current, email, password } = form.values;
  const rules = {
    current: emailErrors(t, current, true),
    email: emailErrors(t, email),
    password: requiredErrors(t, password),
  };

  const onSubmit = form.handleSubmit(allValid(rules), async () => {
    const answer = await api.call(emailChangeEndpoint, {
      ...(bundle ? { userno: bundle.userno } : {}),
      emailorg: current,
      emailnew: email,
      passwd: password,
    });
    if (!answer.ok) {
      form.fail(answer, {
        [apiErrors.wrongCurrentPassword]: 'password',
        [apiErrors.badCredentials]: 'password',
        [apiErrors.badEmail]: 'email',
      });
      return;
    }
    setBundle((b) => (b ? { ...b, dedata: { ...b.dedata, userinfo: { ...b.dedata.userinfo, email } } } : b));
    form.setValues({ current: email, email: '', password: '' });
    form.succeed(t('account.email.done'));
  });

  return (
    <FormFrame
      titleId="email-title"
      title={t('account.panel.email')}
      heading="h2"
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('account.email.submit')}
    >
      <EmailField label={t('account.currentEmail')} {...form.field('current', rules)} />
      <EmailField label={t('account.newEmail')} {...form.field('email', rules)} required />
      <PasswordField purpose="current" {...form.field('password', rules)} />
    </FormFrame>
  );
}
