// Delete the account (R1.19, R7.51): the username and password again and an explicit confirmation. The
// server signs out every device; this one clears everything and goes to sign-in.
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountDelEndpoint, apiErrors } from '../../protocol';
import { api } from '../../io/api/appClient';
import { pushNoticeAtom } from '../../state/notices';
import { CheckField } from '../common/CheckField';
import { PasswordField, UsernameField } from '../common/FormFields';
import { FormFrame } from '../common/FormFrame';
import { useBundle } from '../common/useBundle';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { useSignOut } from '../common/useSignOut';
import { requiredErrors } from '../common/validationText';

export function DeleteAccountForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const pushNotice = useSetAtom(pushNoticeAtom);
  const { signOut } = useSignOut();
  // The confirmation is a checkbox, not a text value, but its error shows through the form's state.
  const form = useFormFields<'username' | 'password', 'confirm'>({ username: '', password: '' });
  const { username, password } = form.values;
  const [confirmed, setConfirmed] = useState(false);
  const rules = {
    username: requiredErrors(t, username.trim()),
    password: requiredErrors(t, password),
    confirm: confirmed ? [] : [t('account.delete.confirmNeeded')],
  };

  const onSubmit = form.handleSubmit(allValid(rules), async () => {
    const answer = await api.call(accountDelEndpoint, {
      ...(bundle ? { userno: bundle.userno } : {}),
      username: username.trim(),
      passwd: password,
    });
    if (!answer.ok) {
      form.fail(answer, {
        [apiErrors.wrongCurrentPassword]: 'password',
        [apiErrors.badCredentials]: 'password',
      });
      return;
    }
    pushNotice({ tone: 'info', content: { kind: 'key', key: 'account.delete.done' }, untilSignIn: true });
    await signOut({ callServer: false });
  });

  return (
    <FormFrame
      titleId="delete-title"
      title={t('account.panel.delete')}
      heading="h2"
      danger
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('account.delete.submit')}
    >
      <p>{t('account.delete.warning')}</p>
      <UsernameField {...form.field('username', rules)} />
      <PasswordField purpose="current" {...form.field('password', rules)} />
      <CheckField
        label={t('account.delete.confirm')}
        checked={confirmed}
        onChange={(value) => {
          setConfirmed(value);
          form.touch('confirm');
        }}
      />
      <ul className="field-errors" aria-live="polite">
        {form.shown('confirm', rules.confirm).map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </FormFrame>
  );
}
