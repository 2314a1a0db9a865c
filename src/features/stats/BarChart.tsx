// A small bar chart in plain SVG (issue 16): readable on a phone, coloured by the design tokens, with a
// table of the same numbers for screen readers (the drawing itself is hidden from them).
import { useId } from 'react';
import { barBoxes, type ChartPoint } from './chartData';

const WIDTH = 300;
const HEIGHT = 120;
const LABEL_SPACE = 16;

export function BarChart({
  title,
  points,
  labelOf,
  valueText,
  columnLabel,
  valueLabel,
}: {
  title: string;
  points: readonly ChartPoint[];
  /** A short label under each bar (a day, a week). */
  labelOf: (sdate: number) => string;
  /** A value in words ("40 points"). */
  valueText: (value: number) => string;
  columnLabel: string;
  valueLabel: string;
}) {
  const id = useId();
  const boxes = barBoxes(
    points.map((p) => p.value),
    WIDTH,
    HEIGHT - LABEL_SPACE * 2,
  );
  return (
    <figure className="stats-chart" aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="stats-chart-drawing"
        aria-hidden="true"
        focusable="false"
      >
        {boxes.map((box, i) => {
          const point = points[i];
          if (!point) return null;
          return (
            <g key={point.sdate}>
              <rect
                x={box.x}
                y={box.y + LABEL_SPACE}
                width={box.width}
                height={box.height}
                rx={3}
                className="stats-chart-bar"
              />
              <text
                x={box.x + box.width / 2}
                y={box.y + LABEL_SPACE - 3}
                textAnchor="middle"
                className="stats-chart-value"
              >
                {point.value}
              </text>
              <text
                x={box.x + box.width / 2}
                y={HEIGHT - 3}
                textAnchor="middle"
                className="stats-chart-label"
              >
                {labelOf(point.sdate)}
              </text>
            </g>
          );
        })}
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - LABEL_SPACE}
          y2={HEIGHT - LABEL_SPACE}
          className="stats-chart-axis"
        />
      </svg>
      <table className="ui-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columnLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.sdate}>
              <th scope="row">{labelOf(point.sdate)}</th>
              <td>{valueText(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
