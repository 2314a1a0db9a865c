// The statistics panel's growth charts (issue 16): points, problems solved and minutes practised on the
// listed days, and points per week, each a plain SVG bar chart with a table for screen readers.
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { BarChart } from './BarChart';
import { dailySeries, weeklySeries, type ChartMetric, type DayTotals } from './chartData';
import { formatShortStatDay } from './statDate';

export function GrowthCharts({ days }: { days: readonly DayTotals[] }) {
  const { t, i18n } = useTranslation();
  if (days.length === 0) return null;
  const locale = currentLocale(i18n);
  const dayLabel = (sdate: number) => formatShortStatDay(sdate, locale);
  const valueText = (metric: ChartMetric) => (value: number) =>
    t(`stats.chart.value.${metric}`, { count: value });
  const weeks = weeklySeries(days, 'points');
  const daily: readonly ChartMetric[] = ['points', 'solved', 'minutes'];
  return (
    <section aria-labelledby="stats-growth-title" className="stats-growth">
      <h3 id="stats-growth-title">{t('stats.chart.title')}</h3>
      {daily.map((metric) => (
        <BarChart
          key={metric}
          title={t(`stats.chart.perDay.${metric}`)}
          points={dailySeries(days, metric)}
          labelOf={dayLabel}
          valueText={valueText(metric)}
          columnLabel={t('stats.chart.day')}
          valueLabel={t(`stats.chart.column.${metric}`)}
        />
      ))}
      {weeks.length > 1 ? (
        <BarChart
          title={t('stats.chart.perWeek')}
          points={weeks}
          labelOf={dayLabel}
          valueText={valueText('points')}
          columnLabel={t('stats.chart.week')}
          valueLabel={t('stats.chart.column.points')}
        />
      ) : null}
    </section>
  );
}
