// A student's progress report for their parents (issue 19): one clean A4 page from the browser's print,
// in the parents' language (the student's own by default, any of the three on request): the period's
// problems solved, accuracy, time practised, the trainer level as kyu/dan, and the homework with its status.
import './academy.css';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trainerLevelOf } from '../../domain/rules/bpower';
import { defaultNamespace, isLocale } from '../../i18n';
import { loadMessages } from '../../i18n/messages';
import { localeCodes, studentReportEndpoint, type LocaleCode, type ResponseOf } from '../../protocol';
import { Button, buttonClass, EmptyState } from '../../ui';
import { formatCount, formatDate } from '../common/format';
import { Loaded } from '../common/SectionScreen';
import { homeworkText } from './homeworkText';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';

const route = getRouteApi('/main/teacher/report');
type Report = ResponseOf<typeof studentReportEndpoint>;

export function ReportScreen() {
  const { t } = useTranslation();
  const { student, days = 30 } = route.useSearch();
  return (
    <section className="report-screen" aria-labelledby="report-title">
      <p className="no-print">
        <Link to="/teacher" className={buttonClass('quiet')}>
          {t('academy.teacher.allClasses')}
        </Link>
      </p>
      {student ? (
        <ReportLoader student={student} days={days} />
      ) : (
        <EmptyState icon="players" title={t('academy.report.noStudent')} />
      )}
    </section>
  );
}

function ReportLoader({ student, days }: { student: number; days: number }) {
  const body = useUserBody();
  const data = useEndpointData(studentReportEndpoint, { ...body, studentno: student, days });
  return <Loaded data={data}>{(report) => <ReportInLanguage report={report} />}</Loaded>;
}

function ReportInLanguage({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<LocaleCode>(isLocale(report.lang) ? report.lang : 'en-US');
  const [ready, setReady] = useState<LocaleCode | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      if (!i18n.hasResourceBundle(lang, defaultNamespace))
        i18n.addResourceBundle(lang, defaultNamespace, await loadMessages(lang));
      if (live) setReady(lang);
    })();
    return () => {
      live = false;
    };
  }, [i18n, lang]);
  return (
    <>
      <div className="report-tools no-print">
        <div className="field">
          <label htmlFor="report-language">{t('academy.report.language')}</label>
          <select
            id="report-language"
            value={lang}
            onChange={(event) => {
              if (isLocale(event.target.value)) setLang(event.target.value);
            }}
          >
            {localeCodes.map((code) => (
              <option key={code} value={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="primary" onClick={() => window.print()}>
          {t('academy.report.print')}
        </Button>
      </div>
      {ready === lang ? <ReportPage report={report} lang={lang} /> : null}
    </>
  );
}

function ReportPage({ report, lang }: { report: Report; lang: LocaleCode }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(lang);
  const p = report.progress;
  const level = (() => {
    if (p.trainerStep === null) return t('academy.progress.noLevel');
    const l = trainerLevelOf(p.trainerStep);
    if (l.kind === 'master') return t('bpower.level.master');
    return l.kind === 'kyu'
      ? t('bpower.level.kyu', { count: l.count })
      : t('bpower.level.dan', { count: l.count });
  })();
  const facts: [string, string][] = [
    [t('academy.report.solved'), formatCount(p.solved)],
    [
      t('academy.report.accuracy'),
      p.accuracy === null ? t('academy.progress.none') : t('academy.progress.percent', { value: p.accuracy }),
    ],
    [t('academy.report.time'), t('academy.progress.minutesShort', { count: Math.round(p.seconds / 60) })],
    [t('academy.report.trainer'), level],
    [
      t('academy.report.homework'),
      t('academy.homework.progress', {
        done: formatCount(p.homeworkDone),
        target: formatCount(p.homeworkGiven),
      }),
    ],
  ];
  return (
    <article className="report-page" lang={lang} data-report={p.userno}>
      <header className="report-head">
        <p className="report-brand">{t('app.name')}</p>
        <h1 id="report-title">{t('academy.report.title', { name: report.name })}</h1>
        <p>{t('academy.report.classLine', { className: report.className, teacher: report.teacherName })}</p>
        <p>
          {t('academy.report.period', {
            from: formatDate(report.fromMs, lang),
            to: formatDate(report.toMs - 1, lang),
          })}
        </p>
      </header>
      <h2>{t('academy.report.figures')}</h2>
      <dl className="report-facts">
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('academy.report.homeworkTitle')}</h2>
      {report.homework.length === 0 ? (
        <p>{t('academy.report.noHomework')}</p>
      ) : (
        <table className="class-table">
          <thead>
            <tr>
              <th scope="col">{t('academy.homework.what')}</th>
              <th scope="col">{t('academy.homework.dueDay')}</th>
              <th scope="col">{t('academy.homework.progressHead')}</th>
              <th scope="col">{t('academy.homework.statusHead')}</th>
            </tr>
          </thead>
          <tbody>
            {report.homework.map((hw) => (
              <tr key={hw.homeworkId}>
                <th scope="row">{homeworkText(t, hw, lang)}</th>
                <td>{formatDate(hw.dueAt, lang)}</td>
                <td>
                  {t('academy.homework.progress', {
                    done: formatCount(hw.done),
                    target: formatCount(hw.target),
                  })}
                </td>
                <td>{t(`academy.homework.status.${hw.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <footer className="report-foot">
        <p>{t('academy.report.footer')}</p>
      </footer>
    </article>
  );
}
