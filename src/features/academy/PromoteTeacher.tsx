// An academy admin makes an existing account a teacher, or takes that back, from the app (issue 19: the
// admin command is the deployment's first step; after it, admins promote teachers here).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../io/api/appClient';
import { classPromoteEndpoint } from '../../protocol';
import { Button, Card } from '../../ui';
import { TextField } from '../common/TextField';
import { useUserBody } from '../common/useBundle';
import { useErrorText } from '../common/useErrorText';

export function PromoteTeacher() {
  const { t } = useTranslation();
  const body = useUserBody();
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const promote = async (teacher: boolean) => {
    const name = username.trim();
    if (!name) {
      setNote(t('academy.promote.nameNeeded'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call(classPromoteEndpoint, { ...body, username: name, teacher });
      if (!answer.ok) setNote(errorText(answer.code, answer.message));
      else setNote(t(teacher ? 'academy.promote.made' : 'academy.promote.takenBack', { username: name }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('academy.promote.title')}>
      <form
        className="promote-form"
        onSubmit={(event) => {
          event.preventDefault();
          void promote(true);
        }}
      >
        <TextField
          label={t('academy.promote.username')}
          value={username}
          onChange={(v) => {
            setUsername(v);
            setNote(null);
          }}
          maxLength={64}
        />
        <Button type="submit" variant="primary" busy={busy}>
          {t('academy.promote.make')}
        </Button>
        <Button variant="quiet" disabled={busy} onClick={() => void promote(false)}>
          {t('academy.promote.takeBack')}
        </Button>
        {note ? <p role="status">{note}</p> : null}
      </form>
    </Card>
  );
}
