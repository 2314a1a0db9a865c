// The class view's progress table (issue 19): each student over the last 7, 30 or 90 days (grade named for
// the region, solved, accuracy, time, trainer level as kyu/dan, homework finished, medals, try-quest tier,
// the missions missed most and solved per day as small bars), sortable by its columns with keyboard
// buttons, a CSV of the same made by the server, each student's detail page and printable report.
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trainerLevelOf } from '../../domain/rules/bpower';
import { accuracyPercent, progressPeriods } from '../../domain/rules/classProgress';
import { gradeNameKey } from '../../domain/rules/grades';
import { currentLocale, translateDynamic } from '../../i18n';
import { api } from '../../io/api/appClient';
import { classProgressCsvEndpoint, classProgressEndpoint, type ResponseOf } from '../../protocol';
import { localSettingsAtom } from '../../state/localSettings';
import { Button, buttonClass, Card, EmptyState } from '../../ui';
import { formatCount } from '../common/format';
import { Loaded } from '../common/SectionScreen';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { Sparkline } from './Sparkline';

type Row = ResponseOf<typeof classProgressEndpoint>['students'][number];
type Failing = Row['failing'][number];
const columns = [
  'name',
  'solved',
  'accuracy',
  'time',
  'trainer',
  'homework',
  'grade',
  'medals',
  'tier',
] as const;
type Column = (typeof columns)[number];

/** Medals as one number to sort by: a gold outweighs any number of silvers, a silver any bronzes. */
function medalWeight(row: Row): number {
  const sum = (m: 'gold' | 'silver' | 'bronze') => row.medals.study[m] + row.medals.dan9[m];
  return sum('gold') * 1_000_000 + sum('silver') * 1_000 + sum('bronze');
}

/** The medals of both sections added up. */
export function medalTotals(row: Pick<Row, 'medals'>) {
  return {
    gold: row.medals.study.gold + row.medals.dan9.gold,
    silver: row.medals.study.silver + row.medals.dan9.silver,
    bronze: row.medals.study.bronze + row.medals.dan9.bronze,
  };
}

/** The value a column sorts by (the trainer by step: a lower step is a higher level). */
export function sortValue(row: Row, column: Column): string | number {
  switch (column) {
    case 'name':
      return row.name;
    case 'solved':
      return row.solved;
    case 'accuracy':
      return row.accuracy ?? -1;
    case 'time':
      return row.seconds;
    case 'trainer':
      return row.trainerStep === null ? -1 : 100 - row.trainerStep;
    case 'homework':
      return row.homeworkDone;
    case 'grade':
      return row.grade;
    case 'medals':
      return medalWeight(row);
    case 'tier':
      return row.tier ?? -1;
  }
}

export function sortRows(rows: readonly Row[], column: Column, descending: boolean): Row[] {
  return [...rows].sort((a, b) => {
    const x = sortValue(a, column);
    const y = sortValue(b, column);
    const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
    return (descending ? -order : order) || a.userno - b.userno;
  });
}

export function useTrainerLevelText() {
  const { t } = useTranslation();
  return (step: number | null) => {
    if (step === null) return t('academy.progress.noLevel');
    const level = trainerLevelOf(step);
    if (level.kind === 'master') return t('bpower.level.master');
    return level.kind === 'kyu'
      ? t('bpower.level.kyu', { count: level.count })
      : t('bpower.level.dan', { count: level.count });
  };
}

/** A grade's name for the region the app runs in (R6.05–R6.07: CN names 01–04 and 13, others as 04). */
export function useGradeName() {
  const { i18n } = useTranslation();
  const { region } = useAtomValue(localSettingsAtom);
  return (grade: number) =>
    translateDynamic(i18n, gradeNameKey(grade, region), { fallbackKey: 'grade.other', values: { grade } });
}

/** A missed mission in a teacher's words: its category's and group's titles and its number. */
export function useFailingText() {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return (f: Failing) =>
    t('academy.progress.failingItem', {
      category: f.category?.[locale] || t(`stats.sectionName.${f.kind}`),
      group: f.group?.[locale] || String(f.gno + 1),
      mission: f.jkno + 1,
      count: f.failures,
    });
}

/**
 * One missed mission as a row of a list: the teacher's words for it and, under them, how its first tries
 * went over every student (issue 14, ratings from play): solved of tried and the share. Games and missions
 * with no first try recorded have none.
 */
export function FailingItem({ failing }: { failing: Failing }) {
  const { t } = useTranslation();
  const failingText = useFailingText();
  const record = failing.firstTries;
  const percent = record === null ? null : accuracyPercent(record.solved, record.attempts);
  return (
    <li>
      {failingText(failing)}
      {record !== null && percent !== null ? (
        <span className="first-try-rate" data-first-tries={record.attempts} data-first-solved={record.solved}>
          {t('academy.progress.firstTries', {
            solved: formatCount(record.solved),
            tries: formatCount(record.attempts),
            percent,
          })}
        </span>
      ) : null}
    </li>
  );
}

/** Saves text as a file on the device (a byte-order mark first, so spreadsheets read Korean and Chinese). */
function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ClassProgress({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const body = useUserBody();
  const errorText = useErrorText();
  const [days, setDays] = useState<number>(30);
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({
    column: 'name',
    descending: false,
  });
  const [note, setNote] = useState<string | null>(null);
  const data = useEndpointData(classProgressEndpoint, { ...body, classId, days });
  const level = useTrainerLevelText();
  const gradeName = useGradeName();
  const exportCsv = async () => {
    const answer = await api.call(classProgressCsvEndpoint, { ...body, classId, days });
    if (!answer.ok) {
      setNote(errorText(answer.code, answer.message));
      return;
    }
    setNote(null);
    download(answer.value.filename, answer.value.csv);
  };
  const heading = (column: Column) => t(`academy.progress.${column}`);
  return (
    <Card title={t('academy.progress.title')} className="no-print">
      <div className="progress-tools" role="group" aria-label={t('academy.progress.period')}>
        {progressPeriods.map((d) => (
          <Button
            key={d}
            variant={d === days ? 'primary' : 'secondary'}
            aria-pressed={d === days}
            onClick={() => setDays(d)}
          >
            {t('academy.progress.days', { count: d })}
          </Button>
        ))}
        <Button variant="quiet" onClick={() => void exportCsv()} data-csv="class">
          {t('academy.progress.csv')}
        </Button>
      </div>
      {note ? <p role="status">{note}</p> : null}
      <Loaded data={data}>
        {(value) =>
          value.students.length === 0 ? (
            <EmptyState icon="players" title={t('academy.teacher.noStudents')} />
          ) : (
            <div className="table-scroll">
              <table className="class-table progress-table">
                <thead>
                  <tr>
                    {columns.map((column) => {
                      const active = sort.column === column;
                      return (
                        <th
                          key={column}
                          scope="col"
                          aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                        >
                          <Button
                            variant="quiet"
                            aria-label={t('academy.progress.sortBy', { column: heading(column) })}
                            onClick={() =>
                              setSort({ column, descending: active ? !sort.descending : column !== 'name' })
                            }
                          >
                            {heading(column)}
                            {active ? (sort.descending ? ' ↓' : ' ↑') : ''}
                          </Button>
                        </th>
                      );
                    })}
                    <th scope="col">{t('academy.progress.trend')}</th>
                    <th scope="col">{t('academy.progress.failing')}</th>
                    <th scope="col">{t('academy.teacher.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {sortRows(value.students, sort.column, sort.descending).map((row) => (
                    <tr key={row.userno} data-student={row.userno}>
                      <th scope="row">{row.name}</th>
                      <td>{formatCount(row.solved)}</td>
                      <td>
                        {row.accuracy === null
                          ? t('academy.progress.none')
                          : t('academy.progress.percent', { value: row.accuracy })}
                      </td>
                      <td>{t('academy.progress.minutesShort', { count: Math.round(row.seconds / 60) })}</td>
                      <td>{level(row.trainerStep)}</td>
                      <td>
                        {t('academy.homework.progress', {
                          done: formatCount(row.homeworkDone),
                          target: formatCount(row.homeworkGiven),
                        })}
                      </td>
                      <td>{gradeName(row.grade)}</td>
                      <td>{t('academy.progress.medalsShort', medalTotals(row))}</td>
                      <td>
                        {row.tier === null
                          ? t('academy.progress.noTier')
                          : t('academy.student.tierValue', { tier: row.tier })}
                      </td>
                      <td>
                        <Sparkline trend={row.trend} />
                      </td>
                      <td className="failing-cell">
                        {row.failing.length === 0 ? (
                          t('academy.progress.noFailing')
                        ) : (
                          <ul className="failing-list">
                            {row.failing.map((f) => (
                              <FailingItem key={`${f.kind}/${f.sno}/${f.gno}/${f.jkno}`} failing={f} />
                            ))}
                          </ul>
                        )}
                      </td>
                      <td>
                        <Link
                          to="/teacher/student"
                          search={{ student: row.userno, days }}
                          className={buttonClass('quiet')}
                          aria-label={t('academy.progress.detailOf', { name: row.name })}
                        >
                          {t('academy.progress.detail')}
                        </Link>
                        <Link
                          to="/teacher/report"
                          search={{ student: row.userno, days }}
                          className={buttonClass('quiet')}
                        >
                          {t('academy.progress.report')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </Card>
  );
}
