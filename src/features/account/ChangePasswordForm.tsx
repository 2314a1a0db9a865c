// Change password (R1.18, R7.44): the current password, then a new one under the rules of spec §5
// (R5.04–R5.07: not equal to the username). A wrong current password shows under its field.
import { useTranslation } from 'react-i18next';
import { apiErrors, passwdChangeEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { NewPasswordFields, PasswordField } from '../common/FormFields';
import { FormFrame } from '../common/FormFrame';
import { useBundle } from '../common/useBundle';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { confirmErrors, passwordErrors, requiredErrors } from '../common/validationText';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const username = bundle?.dedata.userinfo.username ?? '';
  const form = useFormFields({ current: '', password: '', confirm: '' });
  const { current, password, confirm } = form.values;
  const rules = {
    current: requiredErrors(t, current),
    password: passwordErrors(t, password, username),
    confirm: confirmErrors(t, password, confirm),
  };

  const onSubmit = form.handleSubmit(allValid(rules), async () => {
    const answer = await api.call(passwdChangeEndpoint, {
      ...(bundle ? { userno: bundle.userno } : {}),
      passwdorg: current,
      passwd: password,
    });
    if (!answer.ok) {
      form.fail(answer, {
        [apiErrors.wrongCurrentPassword]: 'current',
        [apiErrors.badCredentials]: 'current',
        [apiErrors.weakPassword]: 'password',
      });
      return;
    }
    form.setValues({ current: '', password: '', confirm: '' });
    form.succeed(t('account.password.done'));
  });

  return (
    <FormFrame
      titleId="password-title"
      title={t('account.panel.password')}
      heading="h2"
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('account.password.submit')}
    >
      <PasswordField
        purpose="current"
        label={t('account.currentPassword')}
        {...form.field('current', rules)}
      />
      <NewPasswordFields password={form.field('password', rules)} confirm={form.field('confirm', rules)} />
    </FormFrame>
  );
}
