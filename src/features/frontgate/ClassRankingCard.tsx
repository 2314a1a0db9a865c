// A student's class ranking on the front gate (issue 19), only when their teacher turned it on: each
// classmate's name and study points, most first, the student's own row marked. Nothing else of another
// student reaches the app (the server answers names and points only).
import { useTranslation } from 'react-i18next';
import { classRankingEndpoint } from '../../protocol';
import { Card } from '../../ui';
import { formatCount } from '../common/format';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';

/** Places of points sorted most first: equal points share a place, the next comes after them (1, 2, 2, 4). */
export function rankPlaces(points: readonly number[]): number[] {
  const places: number[] = [];
  points.forEach((p, i) => {
    places.push(i > 0 && points[i - 1] === p ? (places[i - 1] ?? i + 1) : i + 1);
  });
  return places;
}

export function ClassRankingCard() {
  const { t } = useTranslation();
  const body = useUserBody();
  const data = useEndpointData(classRankingEndpoint, body);
  if (data.status !== 'ready' || !data.value.on || data.value.entries.length === 0) return null;
  const places = rankPlaces(data.value.entries.map((e) => e.points));
  return (
    <Card title={t('academy.ranking.title')} className="class-ranking">
      <ol className="class-ranking-list">
        {data.value.entries.map((entry, i) => (
          <li key={`${i}-${entry.name}`} className="class-ranking-row" data-me={entry.me || undefined}>
            <span className="class-ranking-place">
              {t('academy.ranking.place', { place: formatCount(places[i] ?? i + 1) })}
            </span>
            <span className="class-ranking-name">
              {entry.name}
              {entry.me ? <span className="class-ranking-you"> · {t('academy.ranking.you')}</span> : null}
            </span>
            <span className="class-ranking-points">
              {t('academy.ranking.points', { count: entry.points, points: formatCount(entry.points) })}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
