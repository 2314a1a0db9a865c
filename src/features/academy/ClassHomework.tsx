// A class's homework on the teacher's class page (issue 19): give a study or single-play group or a
// ninth-dan step (a number of its missions), puzzles at a study level, AI battles at a level, trainer
// drills or live games with classmates, with a due day, see each student's progress as the server counts it
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
import { aiLevelText } from '../common/aiLevelText';
import { formatCount, formatDateTime } from '../common/format';
import { Loaded } from '../common/SectionScreen';
import { TextField } from '../common/TextField';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { homeworkText } from './homeworkText';

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

type Kind = ResponseOf<typeof homeworkAssignEndpoint>['homework']['kind'];

/** What the form's choice asks for and how many of it a homework can ask at most (0 when unknown). */
export function homeworkPick(
  choices: Choices,
  pick: string,
): { kind: Kind; sno: number; gno: number; most: number } {
  if (pick === 'live:0:0') return { kind: 'live', sno: 0, gno: 0, most: choices.maxLiveGames };
  const ai = /^aiBattle:(\d+):0$/.exec(pick);
  if (ai) {
    const level = choices.aiLevels.find((a) => a.level === Number(ai[1]));
    return { kind: 'aiBattle', sno: Number(ai[1]), gno: 0, most: level?.battles ?? 0 };
  }
  const group = choices.groups.find((g) => `${g.kind}:${g.sno}:${g.gno}` === pick);
  if (group) return { kind: group.kind, sno: group.sno, gno: group.gno, most: group.missions };
  return { kind: 'trainer', sno: 0, gno: 0, most: choices.maxDrills };
}

/** The count field's label per kind. */
const countLabel = {
  study: 'missions',
  single: 'missions',
  dan9: 'missions',
  puzzles: 'puzzleCount',
  aiBattle: 'wins',
  trainer: 'drills',
  live: 'games',
} as const satisfies Record<Kind, string>;

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
  const what = homeworkPick(choices, pick);
  const most = what.most;
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
        kind: what.kind,
        sno: what.sno,
        gno: what.gno,
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
            // A count above what the new choice allows comes down to its most.
            const next = homeworkPick(choices, event.target.value).most;
            if (Number(target) > next && next > 0) setTarget(String(next));
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
          <optgroup label={t('academy.homework.puzzleLevels')}>
            {choices.groups
              .filter((g) => g.kind === 'puzzles')
              .map((g) => (
                <option key={`puzzles:${g.sno}:0`} value={`puzzles:${g.sno}:0`}>
                  {g.title[locale]}
                </option>
              ))}
          </optgroup>
          <optgroup label={t('academy.homework.dan9Steps')}>
            {choices.groups
              .filter((g) => g.kind === 'dan9')
              .map((g, _i, dan9) => {
                // A step in parts names each part, the first one too ("Step 6 · part 1 of 3").
                const parts = dan9.filter((d) => d.sno === g.sno).length;
                return (
                  <option key={`dan9:${g.sno}:${g.gno}`} value={`dan9:${g.sno}:${g.gno}`}>
                    {parts > 1
                      ? t('dan9.stepPart', {
                          step: t('dan9.stepName', { number: g.sno }),
                          part: formatCount(g.gno + 1),
                          parts: formatCount(parts),
                        })
                      : g.title[locale]}
                  </option>
                );
              })}
          </optgroup>
          {choices.aiLevels.length > 0 ? (
            <optgroup label={t('academy.homework.aiLevels')}>
              {choices.aiLevels.map((a) => (
                <option key={`aiBattle:${a.level}:0`} value={`aiBattle:${a.level}:0`}>
                  {t('academy.homework.aiOption', { level: aiLevelText(t, a.level) })}
                </option>
              ))}
            </optgroup>
          ) : null}
          <option value="live:0:0">{t('academy.homework.liveOption')}</option>
        </select>
      </div>
      <TextField
        label={t(`academy.homework.${countLabel[what.kind]}`)}
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
  const name = homeworkText(t, hw, locale);
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
