// Granting a membership term from the teacher's student page (issue 19): the teacher chooses one of the
// term store's terms, taps "Grant", confirms in a dialog, and the server writes the membership and the
// grade exactly like a purchase, without payment (/api/class/student/term). The terms and their names come
// from the term store (/api/term/store/info); the student's grade shown on the page is asked again after.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { api } from '../../io/api/appClient';
import { classGrantTermEndpoint, termStoreInfoEndpoint, type ResponseOf } from '../../protocol';
import { Button, Card, Dialog } from '../../ui';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { useGradeName } from './ClassProgress';

type Term = ResponseOf<typeof termStoreInfoEndpoint>['TermStoreList'][number];

export function GrantTerm({
  studentno,
  name,
  onGranted,
}: {
  studentno: number;
  name: string;
  onGranted: () => void;
}) {
  const body = useUserBody();
  const store = useEndpointData(termStoreInfoEndpoint, body);
  const terms = store.status === 'ready' ? store.value.TermStoreList : [];
  return terms.length === 0 ? null : (
    <GrantTermForm studentno={studentno} name={name} terms={terms} onGranted={onGranted} />
  );
}

function GrantTermForm({
  studentno,
  name,
  terms,
  onGranted,
}: {
  studentno: number;
  name: string;
  terms: readonly Term[];
  onGranted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const body = useUserBody();
  const errorText = useErrorText();
  const gradeName = useGradeName();
  const [pick, setPick] = useState(terms[0]?.id ?? '');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const term = terms.find((x) => x.id === pick) ?? null;
  const termName = term ? term.name[locale] : '';

  const grant = async () => {
    if (!term) return;
    setBusy(true);
    const answer = await api.call(classGrantTermEndpoint, { ...body, studentno, itemId: term.id });
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) {
      setNote(errorText(answer.code, answer.message));
      return;
    }
    setNote(t('academy.grant.done', { name, term: termName, grade: gradeName(answer.value.grade) }));
    onGranted();
  };

  return (
    <Card title={t('academy.grant.title')} className="no-print">
      <p>{t('academy.grant.intro')}</p>
      <form
        className="grant-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (term) setConfirming(true);
        }}
      >
        <div className="field">
          <label htmlFor={`grant-term-${studentno}`}>{t('academy.grant.term')}</label>
          <select
            id={`grant-term-${studentno}`}
            value={pick}
            onChange={(event) => {
              setPick(event.target.value);
              setNote(null);
            }}
          >
            {terms.map((x) => (
              <option key={x.id} value={x.id}>
                {t('academy.grant.option', { term: x.name[locale], grade: gradeName(x.grade) })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" disabled={!term || busy}>
          {t('academy.grant.grant')}
        </Button>
      </form>
      {note ? <p role="status">{note}</p> : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('academy.grant.confirmTitle')}
        closeLabel={t('academy.grant.cancel')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('academy.grant.cancel')}
            </Button>
            <Button variant="primary" disabled={busy} onClick={() => void grant()}>
              {t('academy.grant.confirm')}
            </Button>
          </>
        }
      >
        <p>
          {t('academy.grant.confirmText', {
            name,
            term: termName,
            grade: term ? gradeName(term.grade) : '',
          })}
        </p>
      </Dialog>
    </Card>
  );
}
