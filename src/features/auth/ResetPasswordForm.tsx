// A new password with the code of the lost-password mail: the second password path (R5.17, R7.45,
// decision: the mailed code is the flag that selects it). The new password follows the rules of spec §5.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { apiErrors, passwdChange2Endpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { pushNoticeAtom } from '../../state/notices';
import { NewPasswordFields, UsernameField } from '../common/FormFields';
import { FormFrame } from '../common/FormFrame';
import { TextField } from '../common/TextField';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { confirmErrors, passwordErrors, requiredErrors } from '../common/validationText';

export function ResetPasswordForm({ initialUsername = '' }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pushNotice = useSetAtom(pushNoticeAtom);
  const form = useFormFields({ username: initialUsername, code: '', password: '', confirm: '' });
  const { username, code, password, confirm } = form.values;
  const rules = {
    username: requiredErrors(t, username.trim()),
    code: requiredErrors(t, code.trim()),
    password: passwordErrors(t, password, username.trim()),
    confirm: confirmErrors(t, password, confirm),
  };

  const onSubmit = form.handleSubmit(allValid(rules), async () => {
    const answer = await api.call(passwdChange2Endpoint, {
      username: username.trim(),
      passwdorg: code.trim(),
      passwd: password,
    });
    if (!answer.ok) {
      form.fail(answer, { [apiErrors.resetTokenInvalid]: 'code', [apiErrors.weakPassword]: 'password' });
      return;
    }
    pushNotice({ tone: 'positive', content: { kind: 'key', key: 'auth.reset.done' }, untilSignIn: true });
    await navigate({ to: '/auth/sign-in', search: { username: username.trim() }, replace: true });
  });

  return (
    <FormFrame
      titleId="reset-title"
      title={t('auth.reset.title')}
      heading="h1"
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('auth.reset.submit')}
      links={<Link to="/auth/sign-in">{t('auth.backToSignIn')}</Link>}
    >
      <UsernameField {...form.field('username', rules)} />
      <TextField
        label={t('auth.reset.code')}
        {...form.field('code', rules)}
        autoComplete="one-time-code"
        spellCheck={false}
        required
      />
      <NewPasswordFields password={form.field('password', rules)} confirm={form.field('confirm', rules)} />
    </FormFrame>
  );
}
