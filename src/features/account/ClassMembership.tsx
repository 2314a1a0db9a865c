// The account panel's class (issue 19): the class the account is in, and joining one with the code the
// teacher gives (an existing account; the teacher then manages it like the others).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../io/api/appClient';
import { classJoinEndpoint, classMineEndpoint } from '../../protocol';
import { Button } from '../../ui';
import { TextField } from '../common/TextField';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';

export function ClassMembership() {
  const { t } = useTranslation();
  const body = useUserBody();
  const mine = useEndpointData(classMineEndpoint, body);
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const join = async () => {
    if (!code.trim()) {
      setNote(t('academy.join.codeNeeded'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call(classJoinEndpoint, { ...body, code: code.trim() });
      if (!answer.ok) {
        setNote(answer.code === -4040 ? t('academy.join.unknown') : errorText(answer.code, answer.message));
        return;
      }
      setCode('');
      setNote(t('academy.join.joined', { className: answer.value.name }));
      mine.refresh();
    } finally {
      setBusy(false);
    }
  };
  const current = mine.status === 'ready' ? mine.value.class : null;
  return (
    <section aria-labelledby="account-class-title">
      <h2 id="account-class-title">{t('academy.join.title')}</h2>
      <p>{current ? t('academy.join.inClass', { className: current.name }) : t('academy.join.noClass')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
      >
        <TextField
          label={t('academy.join.code')}
          value={code}
          onChange={(v) => {
            setCode(v);
            setNote(null);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={16}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('academy.join.join')}
        </Button>
        {note ? <p role="status">{note}</p> : null}
      </form>
    </section>
  );
}
