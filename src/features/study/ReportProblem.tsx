// "Report a problem" on every problem board (issue 14): a quiet button opens a dialog where a student or
// teacher says what is wrong (the answer is wrong, a good move was not accepted, the words are unclear),
// adds a short note if they like, and sends it with the moves played. The report goes through the outbox,
// so it is kept while offline and sent once the network is back; the dialog says which happened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_REPORT_NOTE,
  problemReportKinds,
  type ProblemReportKind,
} from '../../domain/content/problemReports';
import { problemReportEndpoint } from '../../protocol';
import { Button, Dialog } from '../../ui';
import { TextField } from '../common/TextField';
import { useSubmitWrite, useWriteStatus } from '../common/outboxWrites';
import { useErrorText } from '../common/useErrorText';

export interface ReportProblemProps {
  /** The problem's stable id ("study/ip-g01-m0"). */
  problemId: string;
  /** The moves played so far, both sides, as GTP vertices or "pass". */
  moves: () => string[];
}

export function ReportProblem({ problemId, moves }: ReportProblemProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const submit = useSubmitWrite();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ProblemReportKind | null>(null);
  const [note, setNote] = useState('');
  const [key, setKey] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [notSignedIn, setNotSignedIn] = useState(false);
  const status = useWriteStatus(problemReportEndpoint, key);

  const close = () => {
    setOpen(false);
    // A sent report leaves a fresh form for the next time.
    if (key !== null) {
      setKey(null);
      setKind(null);
      setNote('');
    }
    setNotSignedIn(false);
  };

  const send = async () => {
    if (kind === null) return;
    setSending(true);
    const trimmed = note.trim();
    const sent = await submit(problemReportEndpoint, {
      problemId,
      kind,
      moves: moves().slice(0, 100),
      ...(trimmed === '' ? {} : { note: trimmed.slice(0, MAX_REPORT_NOTE) }),
    });
    setSending(false);
    if (sent === null) setNotSignedIn(true);
    else setKey(sent);
  };

  const result = (() => {
    if (notSignedIn) return <p role="alert">{t('mission.report.signIn')}</p>;
    switch (status.state) {
      case 'none':
        return null;
      case 'pending':
        return <p role="status">{t('mission.report.pending')}</p>;
      case 'applied':
        return <p role="status">{t('mission.report.thanks')}</p>;
      case 'rejected':
        return <p role="alert">{errorText(status.code, status.message)}</p>;
    }
  })();
  const done = key !== null;

  return (
    <>
      <Button variant="quiet" data-report="open" onClick={() => setOpen(true)}>
        {t('mission.report.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('mission.report.title')}
        closeLabel={t('mission.report.close')}
        actions={
          done ? (
            <Button variant="primary" onClick={close}>
              {t('mission.report.close')}
            </Button>
          ) : (
            <>
              <Button variant="quiet" onClick={close}>
                {t('mission.report.cancel')}
              </Button>
              <Button variant="primary" disabled={kind === null} busy={sending} onClick={() => void send()}>
                {t('mission.report.send')}
              </Button>
            </>
          )
        }
      >
        {done ? (
          result
        ) : (
          <>
            <fieldset className="report-kinds">
              <legend>{t('mission.report.what')}</legend>
              {problemReportKinds.map((k) => (
                <Button key={k} variant="choice" aria-pressed={kind === k} onClick={() => setKind(k)}>
                  {t(`mission.report.kinds.${k}`)}
                </Button>
              ))}
            </fieldset>
            <TextField
              label={t('mission.report.note')}
              hint={t('mission.report.noteHint')}
              value={note}
              maxLength={MAX_REPORT_NOTE}
              onChange={setNote}
            />
            {result}
          </>
        )}
      </Dialog>
    </>
  );
}
