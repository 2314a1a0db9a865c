// A class's homework on the teacher's class page (issue 19): give a study or single-play group (a number
// of its missions) or trainer drills with a due day, see each student's progress as the server counts it
// from their results, and take homework back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { api } from '../../io/api/appClient';
import {
  homeworkAssignEndpoint,
  homeworkChoicesEndpoint,
  homeworkListEndpoint,
  homeworkRemoveEndpoint,
  type ResponseOf,
} from '../../protocol';
import { Button, Card, EmptyState } from '../../ui';
import { formatCount, formatDateTime } from '../common/format';
import { Loaded } from '../common/SectionScreen';
import { TextField } from '../common/TextField';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';

type Choices = ResponseOf<typeof homeworkChoicesEndpoint>;
type Item = ResponseOf<typeof homeworkListEndpoint>['homework'][number];

/** The end (23:59) of a yyyy-mm-dd day in the device's time zone, or null. */
export function endOfDay(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const ms = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 0).getTime();
  return Number.isFinite(ms) ? ms : null;
}

function dayInput(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

export function ClassHomework({ classId, archived }: { classId: number; archived: boolean }) {
  const { t } = useTranslation();
  const body = useUserBody();
  const list = useEndpointData(homeworkListEndpoint, { ...body, classId });
  const choices = useEndpointData(homeworkChoicesEndpoint, body);
  return (
    <Card title={t('academy.homework.teacherTitle')} className="no-print">
      {!archived && choices.status === 'ready' ? (
        <AssignForm classId={classId} choices={choices.value} onGiven={list.refresh} />
      ) : null}
      <Loaded data={list}>
        {(value) =>
          value.homework.length === 0 ? (
            <EmptyState icon="book" title={t('academy.homework.none')} />
          ) : (
            <ul className="homework-given">
              {value.homework.map((hw) => (
                <GivenHomework key={hw.homeworkId} hw={hw} onRemoved={list.refresh} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}

function AssignForm({
  classId,
  choices,
  onGiven,
}: {
  classId: number;
  choices: Choices;
  onGiven: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const body = useUserBody();
  const errorText = useErrorText();
  const [pick, setPick] = useState('trainer');
  const [target, setTarget] = useState('10');
  const [day, setDay] = useState(() => dayInput(Date.now() + 7 * 24 * 3600 * 1000));
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const group = choices.groups.find((g) => `${g.kind}:${g.sno}:${g.gno}` === pick);
  const most = group ? group.missions : choices.maxDrills;
  const give = async () => {
    const count = Number(target);
    const dueAt = endOfDay(day);
    if (!Number.isInteger(count) || count < 1 || count > most) {
      setNote(t('academy.homework.targetRange', { most }));
      return;
    }
    if (dueAt === null || dueAt <= Date.now()) {
      setNote(t('academy.homework.dueFuture'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call(homeworkAssignEndpoint, {
        ...body,
        classId,
        kind: group ? group.kind : 'trainer',
        sno: group ? group.sno : 0,
        gno: group ? group.gno : 0,
        target: count,
        dueAt,
      });
      if (!answer.ok) {
        setNote(errorText(answer.code, answer.message));
        return;
      }
      setNote(t('academy.homework.given'));
      onGiven();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="homework-form"
      onSubmit={(event) => {
        event.preventDefault();
        void give();
      }}
    >
      <div className="field">
        <label htmlFor={`homework-what-${classId}`}>{t('academy.homework.what')}</label>
        <select
          id={`homework-what-${classId}`}
          value={pick}
          onChange={(event) => {
            setPick(event.target.value);
            setNote(null);
          }}
        >
          <option value="trainer">{t('academy.homework.trainerOption')}</option>
          <optgroup label={t('academy.homework.studyGroups')}>
            {choices.groups
              .filter((g) => g.kind === 'study')
              .map((g) => (
                <option key={`study:${g.sno}:${g.gno}`} value={`study:${g.sno}:${g.gno}`}>
                  {g.title[locale]}
                </option>
              ))}
          </optgroup>
          <optgroup label={t('academy.homework.singleGroups')}>
            {choices.groups
              .filter((g) => g.kind === 'single')
              .map((g) => (
                <option key={`single:${g.sno}:${g.gno}`} value={`single:${g.sno}:${g.gno}`}>
                  {g.title[locale]}
                </option>
              ))}
          </optgroup>
        </select>
      </div>
      <TextField
        label={group ? t('academy.homework.missions') : t('academy.homework.drills')}
        type="number"
        inputMode="numeric"
        min={1}
        max={most}
        value={target}
        onChange={(v) => {
          setTarget(v);
          setNote(null);
        }}
        hint={t('academy.homework.targetRange', { most })}
      />
      <TextField
        label={t('academy.homework.dueDay')}
        type="date"
        value={day}
        onChange={(v) => {
          setDay(v);
          setNote(null);
        }}
      />
      <Button type="submit" variant="primary" busy={busy}>
        {t('academy.homework.give')}
      </Button>
      {note ? <p role="status">{note}</p> : null}
    </form>
  );
}

function GivenHomework({ hw, onRemoved }: { hw: Item; onRemoved: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const body = useUserBody();
  const finished = hw.students.filter((s) => s.status === 'done' || s.status === 'late').length;
  const name =
    hw.kind === 'trainer'
      ? t('academy.homework.trainer', { count: hw.target })
      : t('academy.homework.group', { title: hw.title?.[locale] ?? '', count: hw.target });
  return (
    <li className="homework-given-item" data-homework={hw.homeworkId}>
      <h3>{name}</h3>
      <p>
        {t('academy.homework.due', { when: formatDateTime(hw.dueAt, locale) })} ·{' '}
        {t('academy.homework.finished', {
          done: formatCount(finished),
          total: formatCount(hw.students.length),
        })}
      </p>
      {hw.students.length > 0 ? (
        <table className="class-table">
          <thead>
            <tr>
              <th scope="col">{t('academy.teacher.name')}</th>
              <th scope="col">{t('academy.homework.progressHead')}</th>
              <th scope="col">{t('academy.homework.statusHead')}</th>
            </tr>
          </thead>
          <tbody>
            {hw.students.map((s) => (
              <tr key={s.userno} data-status={s.status}>
                <th scope="row">{s.name}</th>
                <td>
                  {t('academy.homework.progress', {
                    done: formatCount(s.done),
                    target: formatCount(hw.target),
                  })}
                </td>
                <td>{t(`academy.homework.status.${s.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Button
        variant="quiet"
        onClick={() =>
          void api.call(homeworkRemoveEndpoint, { ...body, homeworkId: hw.homeworkId }).then((answer) => {
            if (answer.ok) onRemoved();
          })
        }
      >
        {t('academy.homework.remove')}
      </Button>
    </li>
  );
}
