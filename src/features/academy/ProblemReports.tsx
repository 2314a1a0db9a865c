// The problem reports students and teachers sent (issue 14), newest first, for an academy admin: which
// problem, what is wrong, the moves played, the note, who and when, and whether the problem is already
// withdrawn. A problem found faulty goes on server/content/withdrawn.json (docs/content.md).
import { useTranslation } from 'react-i18next';
import { problemReportListEndpoint } from '../../protocol';
import { Card, EmptyState } from '../../ui';
import { formatDateTime } from '../common/format';
import { Loaded } from '../common/SectionScreen';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';

export function ProblemReports() {
  const { t, i18n } = useTranslation();
  const body = useUserBody();
  const data = useEndpointData(problemReportListEndpoint, body);
  return (
    <Card title={t('academy.reports.title')}>
      <Loaded data={data}>
        {(value) =>
          value.reports.length === 0 ? (
            <EmptyState icon="check" title={t('academy.reports.none')} />
          ) : (
            <ul className="problem-reports">
              {value.reports.map((r) => (
                <li key={r.reportId}>
                  <p className="problem-report-head">
                    <strong>{t(`mission.report.kinds.${r.kind}`)}</strong>
                    {r.withdrawn ? <span> · {t('academy.reports.withdrawn')}</span> : null}
                  </p>
                  <dl className="problem-report-facts">
                    <dt>{t('academy.reports.problem')}</dt>
                    <dd>
                      <code>{r.problemId}</code>
                    </dd>
                    <dt>{t('academy.reports.moves')}</dt>
                    <dd>{r.moves.length === 0 ? t('academy.reports.noMoves') : r.moves.join(' ')}</dd>
                    {r.note === '' ? null : (
                      <>
                        <dt>{t('academy.reports.note')}</dt>
                        <dd>{r.note}</dd>
                      </>
                    )}
                    <dt>{t('academy.reports.from')}</dt>
                    <dd>
                      {r.username} · {formatDateTime(r.createdAt, i18n.language)}
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}
