// A student's solved per day as a row of small bars (issue 19): the drawing is one image to a screen reader,
// named by a sentence with the same numbers (total, best day, over how many days).
import { useTranslation } from 'react-i18next';
import { trendSummary } from '../../domain/rules/classProgress';
import { barBoxes } from '../stats/chartData';

const WIDTH = 90;
const HEIGHT = 24;

export function useTrendText() {
  const { t } = useTranslation();
  return (trend: readonly number[]) => {
    const { total, best } = trendSummary(trend);
    return t('academy.progress.trendText', { count: total, total, best, days: trend.length });
  };
}

export function Sparkline({ trend }: { trend: readonly number[] }) {
  const trendText = useTrendText();
  const boxes = barBoxes(trend, WIDTH, HEIGHT - 2, trend.length > 31 ? 0.5 : 1);
  return (
    <svg
      className="sparkline"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={trendText(trend)}
    >
      <title>{trendText(trend)}</title>
      {boxes.map((box, i) => (
        <rect key={i} x={box.x} y={box.y} width={box.width} height={box.height} className="sparkline-bar" />
      ))}
      <line x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} className="sparkline-axis" />
    </svg>
  );
}
