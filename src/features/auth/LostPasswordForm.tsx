// Lost password (R1.19, R7.48): username and e-mail; the server mails a single-use code when they match
// and answers the same either way. Then the reset view takes the code.
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwdLostEndpoint } from '../../protocol';
import { currentLocale } from '../../i18n';
import { api } from '../../io/api/appClient';
import { FormStatus } from '../common/FormStatus';
import { useFormState } from '../common/useFormState';
import { emailErrors, requiredErrors } from '../common/validationText';
import { EmailField, SubmitButton, UsernameField } from '../common/FormFields';

type Field = 'username' | 'email';

export function LostPasswordForm() {
  const { t, i18n } = useTranslation();
  const form = useFormState<Field>();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const rules = { username: requiredErrors(t, username.trim()), email: emailErrors(t, email) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(rules.username.length === 0 && rules.email.length === 0, async () => {
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
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="lost-title" className="form">
      <h1 id="lost-title">{t('auth.lost.title')}</h1>
      <p>{t('auth.lost.intro')}</p>
      <UsernameField
        state={form}
        field="username"
        value={username}
        onValue={setUsername}
        ruleErrors={rules.username}
      />
      <EmailField
        state={form}
        field="email"
        value={email}
        onValue={setEmail}
        ruleErrors={rules.email}
        required
      />
      <FormStatus error={form.formError} success={form.success} />
      <SubmitButton busy={form.busy}>{t('auth.lost.submit')}</SubmitButton>
      <p className="form-links">
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
      </p>
    </form>
  );
}
