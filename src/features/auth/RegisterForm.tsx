// Registration (R1.17, R7.47) with the rules of spec §5 shown as the user types: the username rule and its
// availability (R5.01, R5.02: -10410), the password rules (R5.04–R5.07: not equal to the username or
// e-mail), the e-mail form (R5.09) and no whitespace (R5.10). Server answers land next to their fields.
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { apiErrors, userRegEndpoint } from '../../protocol';
import { currentLocale } from '../../i18n';
import { api } from '../../io/api/appClient';
import { localSettingsAtom } from '../../state/localSettings';
import { pushNoticeAtom } from '../../state/notices';
import { EmailField, NewPasswordFields, PhoneField, UsernameField } from '../common/FormFields';
import { FormFrame } from '../common/FormFrame';
import { useErrorText } from '../common/useErrorText';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import {
  confirmErrors,
  emailErrors,
  passwordErrors,
  phoneErrors,
  usernameErrors,
} from '../common/validationText';
import { useUsernameCheck } from './useUsernameCheck';

export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const pushNotice = useSetAtom(pushNoticeAtom);
  const { region } = useAtomValue(localSettingsAtom);
  const form = useFormFields({ username: '', password: '', confirm: '', email: '', phone: '' });
  const { username, password, confirm, email, phone } = form.values;
  const availability = useUsernameCheck(username);

  const rules = {
    username: [
      ...usernameErrors(t, username),
      ...(availability.state === 'taken' ? [errorText(availability.code)] : []),
    ],
    password: passwordErrors(t, password, username, email),
    confirm: confirmErrors(t, password, confirm),
    email: emailErrors(t, email, true),
    phone: phoneErrors(t, phone, true),
  };
  // Availability shows as soon as it is known, touched or not.
  const usernameShown =
    availability.state === 'taken' && !form.touched.has('username')
      ? [errorText(availability.code)]
      : form.shown('username', rules.username);
  // A name still being checked does not hold the submit back: registration checks it again on the server
  // and answers a taken name (-10410) next to the field, so a quick click is never silently dropped.
  const valid = allValid(rules);

  const onSubmit = form.handleSubmit(valid, async () => {
    const answer = await api.call(userRegEndpoint, {
      username,
      passwd: password,
      email,
      phoneno: phone,
      countrylso: region,
      lang: currentLocale(i18n),
    });
    if (!answer.ok) {
      form.fail(answer, {
        [apiErrors.usernameTaken]: 'username',
        [apiErrors.weakPassword]: 'password',
        [apiErrors.badEmail]: 'email',
      });
      return;
    }
    pushNotice({ tone: 'positive', content: { kind: 'key', key: 'auth.register.done' }, untilSignIn: true });
    await navigate({ to: '/auth/sign-in', search: { username }, replace: true });
  });

  return (
    <FormFrame
      titleId="register-title"
      title={t('auth.register.title')}
      heading="h1"
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('auth.register.submit')}
      links={<Link to="/auth/sign-in">{t('auth.backToSignIn')}</Link>}
    >
      <UsernameField
        {...form.field('username', rules)}
        errors={usernameShown}
        hint={
          availability.state === 'free' ? t('auth.register.usernameFree') : t('auth.register.usernameRule')
        }
      />
      <NewPasswordFields
        password={form.field('password', rules)}
        confirm={form.field('confirm', rules)}
        passwordLabel={t('auth.password')}
      />
      <EmailField {...form.field('email', rules)} hint={t('auth.register.emailHint')} />
      <PhoneField {...form.field('phone', rules)} />
    </FormFrame>
  );
}
