// Sign-in (R2.27, R1.17): "Username" and "Password" and a "Sign in" button, with links to register and to
// recover a password. A wrong password shows under the password field; a stopped account (err_use_stop,
// R5.03) and other failures under the form.
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrors } from '../../protocol';
import { defaultSessionDeps } from '../../state/session/deps';
import { signIn } from '../../state/session/signIn';
import { apiFailure } from '../../io/api/result';
import { PasswordField, UsernameField } from '../common/FormFields';
import { FormFrame } from '../common/FormFrame';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { requiredErrors } from '../common/validationText';

export function SignInForm({ initialUsername = '' }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormFields({ username: initialUsername, password: '' });
  const { username, password } = form.values;
  const rules = { username: requiredErrors(t, username.trim()), password: requiredErrors(t, password) };

  const onSubmit = form.handleSubmit(allValid(rules), async () => {
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

  return (
    <FormFrame
      titleId="sign-in-title"
      title={t('auth.signIn.title')}
      heading="h1"
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('auth.signIn.submit')}
      links={
        <>
          <Link to="/auth/sign-in" search={{ view: 'register' }}>
            {t('auth.signIn.toRegister')}
          </Link>{' '}
          <Link to="/auth/sign-in" search={{ view: 'lost' }}>
            {t('auth.signIn.toLost')}
          </Link>
        </>
      }
    >
      <UsernameField {...form.field('username', rules)} />
      <PasswordField purpose="current" {...form.field('password', rules)} />
    </FormFrame>
  );
}
