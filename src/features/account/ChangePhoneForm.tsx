// Change phone (R1.18, R7.50): the new number (no whitespace, R5.10; the server checks its form and answers
// -1000, shown under the number) and the password.
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { apiErrors, phoneChangeEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { bundleAtom } from '../../state/session';
import { PasswordField, PhoneField } from '../common/FormFields';
import { FormFrame } from '../common/FormFrame';
import { useBundle } from '../common/useBundle';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { phoneErrors, requiredErrors } from '../common/validationText';

export function ChangePhoneForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const setBundle = useSetAtom(bundleAtom);
  const form = useFormFields({ phone: '', password: '' });
  const { phone, password } = form.values;
  const rules = {
    phone: phoneErrors(t, phone),
    password: requiredErrors(t, password),
  };

  const onSubmit = form.handleSubmit(allValid(rules), async () => {
    const answer = await api.call(phoneChangeEndpoint, {
      ...(bundle ? { userno: bundle.userno } : {}),
      phonenew: phone,
      passwd: password,
    });
    if (!answer.ok) {
      form.fail(answer, {
        [apiErrors.wrongCurrentPassword]: 'password',
        [apiErrors.badCredentials]: 'password',
        [apiErrors.invalidRequest]: 'phone',
      });
      return;
    }
    setBundle((b) =>
      b ? { ...b, dedata: { ...b.dedata, userinfo: { ...b.dedata.userinfo, phoneno: phone } } } : b,
    );
    form.setValues({ phone: '', password: '' });
    form.succeed(t('account.phone.done'));
  });

  return (
    <FormFrame
      titleId="phone-title"
      title={t('account.panel.phone')}
      heading="h2"
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('account.phone.submit')}
    >
      <p>{t('account.phone.current', { phone: bundle?.dedata.userinfo.phoneno || t('screen.none') })}</p>
      <PhoneField
        label={t('account.newPhone')}
        {...form.field('phone', rules)}
        hint={t('account.phone.hint')}
        required
      />
      <PasswordField purpose="current" {...form.field('password', rules)} />
    </FormFrame>
  );
}
