// A student's page in the class view (issue 19): the period's figures (grade, solved, accuracy, time,
// trainer level, homework, try-quest tier), medals by section, the missions missed most in a teacher's
// words, and the solved count per day (per week for long periods) as a bar chart with a table for
// screen readers; links to the class and to the printable report. Everything comes from the server.
import './academy.css';
import '../stats/stats.css';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progressPeriods } from '../../domain/rules/classProgress';
import { statDayOf } from '../../domain/rules/statistics';
import { MILLIS_PER_DAY } from '../../domain/rules/time';
import { currentLocale } from '../../i18n';
import { studentReportEndpoint, type ResponseOf } from '../../protocol';
import { Button, buttonClass, Card, EmptyState } from '../../ui';
import { FactList } from '../common/FactList';
import { formatCount } from '../common/format';
import { Loaded } from '../common/SectionScreen';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { BarChart } from '../stats/BarChart';
import { weeklySeries, type ChartPoint } from '../stats/chartData';
import { formatShortStatDay } from '../stats/statDate';
import { FailingItem, useGradeName, useTrainerLevelText } from './ClassProgress';
import { GrantTerm } from './GrantTerm';
import { useTrendText } from './Sparkline';

const route = getRouteApi('/main/teacher/student');
type Report = ResponseOf<typeof studentReportEndpoint>;

/** Bars per day for up to two weeks, per week (by its Monday) for longer periods. */
const DAILY_BARS_UP_TO = 14;

export function trendPoints(
  trend: readonly number[],
  fromMs: number,
): { daily: boolean; points: ChartPoint[] } {
  const days = trend.map((solved, i) => ({
    sdate: statDayOf(fromMs + i * MILLIS_PER_DAY),
    points: 0,
    solved,
    seconds: 0,
  }));
  if (days.length <= DAILY_BARS_UP_TO)
    return { daily: true, points: days.map((d) => ({ sdate: d.sdate, value: d.solved })) };
  return { daily: false, points: weeklySeries(days, 'solved') };
}

export function StudentScreen() {
  const { t } = useTranslation();
  const { student, days: asked = 30 } = route.useSearch();
  const [days, setDays] = useState(asked);
  return (
    <section className="student-screen" aria-labelledby="student-title">
      {student ? (
        <StudentLoader student={student} days={days} setDays={setDays} />
      ) : (
        <>
          <p>
            <Link to="/teacher" className={buttonClass('quiet')}>
              {t('academy.teacher.allClasses')}
            </Link>
          </p>
          <EmptyState icon="players" title={t('academy.student.noStudent')} />
        </>
      )}
    </section>
  );
}

function StudentLoader({
  student,
  days,
  setDays,
}: {
  student: number;
  days: number;
  setDays: (days: number) => void;
}) {
  const body = useUserBody();
  const data = useEndpointData(studentReportEndpoint, { ...body, studentno: student, days });
  return (
    <Loaded data={data}>
      {(report) => <StudentPage report={report} days={days} setDays={setDays} onChanged={data.refresh} />}
    </Loaded>
  );
}

function StudentPage({
  report,
  days,
  setDays,
  onChanged,
}: {
  report: Report;
  days: number;
  setDays: (days: number) => void;
  /** Asks for the report again (the grade after a granted term). */
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const gradeName = useGradeName();
  const level = useTrainerLevelText();
  const trendText = useTrendText();
  const p = report.progress;
  const chart = trendPoints(p.trend, report.fromMs);
  const medals = (kind: 'study' | 'dan9') =>
    t('academy.progress.medalsShort', {
      gold: p.medals[kind].gold,
      silver: p.medals[kind].silver,
      bronze: p.medals[kind].bronze,
    });
  return (
    <>
      <header>
        <p>
          <Link to="/teacher" search={{ class: report.classId }} className={buttonClass('quiet')}>
            {t('academy.student.back')}
          </Link>
        </p>
        <h1 id="student-title">{t('academy.student.title', { name: report.name })}</h1>
        <p>{t('academy.report.classLine', { className: report.className, teacher: report.teacherName })}</p>
      </header>
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
      </div>
      <Card title={t('academy.student.figures')}>
        <FactList
          facts={[
            { label: t('academy.student.grade'), value: gradeName(p.grade) },
            { label: t('academy.report.solved'), value: formatCount(p.solved) },
            {
              label: t('academy.report.accuracy'),
              value:
                p.accuracy === null
                  ? t('academy.progress.none')
                  : t('academy.progress.percent', { value: p.accuracy }),
            },
            {
              label: t('academy.report.time'),
              value: t('academy.progress.minutesShort', { count: Math.round(p.seconds / 60) }),
            },
            { label: t('academy.report.trainer'), value: level(p.trainerStep) },
            {
              label: t('academy.report.homework'),
              value: t('academy.homework.progress', {
                done: formatCount(p.homeworkDone),
                target: formatCount(p.homeworkGiven),
              }),
            },
            {
              label: t('academy.student.tier'),
              value:
                p.tier === null
                  ? t('academy.progress.noTier')
                  : t('academy.student.tierValue', { tier: p.tier }),
            },
          ]}
        />
      </Card>
      <GrantTerm studentno={p.userno} name={report.name} onGranted={onChanged} />
      <Card title={t('academy.student.trendCard')}>
        <p>{trendText(p.trend)}</p>
        <BarChart
          title={t(chart.daily ? 'academy.student.trendTitle' : 'academy.student.trendWeekTitle')}
          points={chart.points}
          labelOf={(sdate) => formatShortStatDay(sdate, locale)}
          valueText={(value) => t('academy.student.solvedCount', { count: value })}
          columnLabel={t(chart.daily ? 'academy.student.day' : 'academy.student.week')}
          valueLabel={t('academy.progress.solved')}
        />
      </Card>
      <Card title={t('academy.student.failingTitle')}>
        {p.failing.length === 0 ? (
          <p>{t('academy.progress.noFailing')}</p>
        ) : (
          <ol className="failing-list">
            {p.failing.map((f) => (
              <FailingItem key={`${f.kind}/${f.sno}/${f.gno}/${f.jkno}`} failing={f} />
            ))}
          </ol>
        )}
      </Card>
      <Card title={t('academy.student.medalsTitle')}>
        <FactList
          facts={[
            { label: t('stats.sectionName.study'), value: medals('study') },
            { label: t('stats.sectionName.dan9'), value: medals('dan9') },
          ]}
        />
      </Card>
      <p>
        <Link to="/teacher/report" search={{ student: p.userno, days }} className={buttonClass('secondary')}>
          {t('academy.report.print')}
        </Link>
      </p>
    </>
  );
}
