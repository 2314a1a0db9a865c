// The kiosk of a shared tablet (issue 19): the class the tablet is set to shows its students as large name
// buttons; a student taps their name (or scans their login card, which opens this screen with their name
// chosen) and enters their PIN. "Done" in the header signs them out and comes back here; sign-in clears
// whatever the previous student left first.
import './academy.css';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../io/api/appClient';
import type { ApiFailure } from '../../io/api/result';
import { local } from '../../io/storage/webStorage';
import { kioskRosterEndpoint, type ResponseOf } from '../../protocol';
import { kioskDeviceId, readKioskClass, writeKioskClass } from '../../state/kiosk';
import { defaultSessionDeps } from '../../state/session/deps';
import { kioskSignIn } from '../../state/session/signIn';
import { Button, Dialog, EmptyState } from '../../ui';
import { LoadingNote } from '../common/LoadStatus';
import { TextField } from '../common/TextField';
import { useErrorText } from '../common/useErrorText';

const route = getRouteApi('/auth/kiosk');

type Roster = ResponseOf<typeof kioskRosterEndpoint>;
type Student = Roster['students'][number];

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function KioskScreen() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const [kioskKey] = useState(() => {
    // A login card's QR code names the class; the tablet keeps it for the next student.
    if (search.k) writeKioskClass(local, search.k);
    return readKioskClass(local);
  });
  const [roster, setRoster] = useState<Roster | ApiFailure | null>(null);
  const [chosen, setChosen] = useState<Student | null>(null);

  useEffect(() => {
    if (!kioskKey) return;
    let live = true;
    void api.call(kioskRosterEndpoint, { kioskKey }).then((answer) => {
      if (live) setRoster(answer.ok ? answer.value : answer);
    });
    return () => {
      live = false;
    };
  }, [kioskKey]);

  useEffect(() => {
    if (roster && 'students' in roster && search.s !== undefined)
      setChosen(roster.students.find((s) => s.userno === search.s) ?? null);
  }, [roster, search.s]);

  if (!kioskKey || (roster && !('students' in roster))) {
    return (
      <section className="kiosk" aria-labelledby="kiosk-title">
        <h1 id="kiosk-title">{t('academy.kiosk.title')}</h1>
        <EmptyState icon="players" title={t('academy.kiosk.notSet')}>
          <p>{t('academy.kiosk.notSetHint')}</p>
        </EmptyState>
      </section>
    );
  }
  if (!roster) return <LoadingNote />;
  return (
    <section className="kiosk" aria-labelledby="kiosk-title">
      <h1 id="kiosk-title">{roster.className}</h1>
      <p>{t('academy.kiosk.pickName')}</p>
      {roster.students.length === 0 ? (
        <EmptyState icon="players" title={t('academy.kiosk.noStudents')} />
      ) : (
        <ul className="kiosk-names" aria-label={t('academy.kiosk.names')}>
          {roster.students.map((s) => (
            <li key={s.userno}>
              <Button variant="choice" size="lg" block onClick={() => setChosen(s)}>
                {s.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen ? <PinDialog kioskKey={kioskKey} student={chosen} onClose={() => setChosen(null)} /> : null}
    </section>
  );
}

function PinDialog({
  kioskKey,
  student,
  onClose,
}: {
  kioskKey: string;
  student: Student;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!/^\d{4}$/.test(pin)) {
      setError(t('academy.kiosk.pinShape'));
      return;
    }
    setBusy(true);
    try {
      const result = await kioskSignIn(defaultSessionDeps, {
        kioskKey,
        studentno: student.userno,
        pin,
        device: kioskDeviceId(local, randomId),
      });
      if (!result.ok) {
        setPin('');
        setError(
          result.code === -1003 ? t('academy.kiosk.pinWrong') : errorText(result.code, result.message),
        );
        return;
      }
      await navigate({ to: '/', replace: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('academy.kiosk.hello', { name: student.name })}
      closeLabel={t('academy.kiosk.notMe')}
      actions={
        <Button variant="primary" size="lg" busy={busy} onClick={() => void submit()}>
          {t('academy.kiosk.signIn')}
        </Button>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('academy.kiosk.pin')}
          value={pin}
          onChange={(value) => {
            setPin(value.replace(/\D/g, '').slice(0, 4));
            setError(null);
          }}
          errors={error ? [error] : []}
          inputMode="numeric"
          type="password"
          autoComplete="off"
          maxLength={4}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
