// Lost password (R1.19, R7.48): username and e-mail; the server mails a single-use code when they match
// and answers the same either way. Then the reset view takes the code.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwdLostEndpoint } from '../../protocol';
import { currentLocale } from '../../i18n';
import { api } from '../../io/api/appClient';
import { EmailField, UsernameField } from '../common/FormFields';
import { FormFrame } from '../common/FormFrame';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { emailErrors, requiredErrors } from '../common/validationText';

export function LostPasswordForm() {
  const { t, i18n } = useTranslation();
  const form = useFormFields({ username: '', email: '' });
  const { username, email } = form.values;
  const [sent, setSent] = useState(false);
  const rules = { username: requiredErrors(t, username.trim()), email: emailErrors(t, email) };

  const onSubmit = form.handleSubmit(allValid(rules), async () => {
    const answer = await api.call(passwdLostEndpoint, {
      username: username.trim(),
      email,
      lang: currentLocale(i18n),
    });
    if (!answer.ok) {
      form.fail(answer, {});
      return;
    }
    setSent(true);
    form.succeed(t('auth.lost.sent'));
  });

  return (
    <FormFrame
      titleId="lost-title"
      title={t('auth.lost.title')}
      heading="h1"
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('auth.lost.submit')}
      links={
        <>
          {sent ? (
            <Link to="/auth/sign-in" search={{ view: 'reset', username: username.trim() }}>
              {t('auth.lost.toReset')}
            </Link>
          ) : (
            <Link to="/auth/sign-in" search={{ view: 'reset' }}>
              {t('auth.lost.haveCode')}
            </Link>
          )}{' '}
          <Link to="/auth/sign-in">{t('auth.backToSignIn')}</Link>
        </>
      }
    >
      <p>{t('auth.lost.intro')}</p>
      <UsernameField {...form.field('username', rules)} />
      <EmailField {...form.field('email', rules)} required />
    </FormFrame>
  );
}
