// The rank view (study/rank/field, dan9/rank/field): per category (or ladder step) the player's try count
// and points (/api/study/rank/info) and rank by points (/api/study/rank/all, 1 = most points, 0 = none
// yet), in a table named after the player, with what the points count (the statistics' day points leave
// the medal bonus out, issue 22).
import './study.css';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui';
import { studyRankAllEndpoint, studyRankInfoEndpoint } from '../../protocol';
import { usernoAtom } from '../../state/session';
import { formatCount } from '../common/format';
import { Loaded } from '../common/SectionScreen';
import { useBundle } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import type { CourseKind } from './course';
import { useCategoryName } from './useStudyContext';

export function RankPanel({ kind, categories }: { kind: CourseKind; categories: readonly number[] }) {
  const { t } = useTranslation();
  const userno = useAtomValue(usernoAtom);
  const bundle = useBundle();
  const name = useCategoryName(kind);
  const user = userno === null ? {} : { userno };
  const info = useEndpointData(studyRankInfoEndpoint, { ...user, kind });
  const ranks = useEndpointData(studyRankAllEndpoint, {
    ...user,
    kind,
    rankvec: [...categories].slice(0, 20),
  });
  const username = bundle?.dedata.userinfo.username ?? '';
  return (
    <Loaded data={info}>
      {(tries) => {
        const rows = [...new Set([...categories, ...tries.StudyTotalTryInfo.map((r) => r.sno)])].sort(
          (a, b) => a - b,
        );
        return (
          <>
            <table className="rank-table" data-user={username}>
              <caption>{t('rank.caption', { name: username })}</caption>
              <thead>
                <tr>
                  <th scope="col">{kind === 'dan9' ? t('rank.step') : t('rank.category')}</th>
                  <th scope="col">{t('rank.tries')}</th>
                  <th scope="col">{t('rank.points')}</th>
                  <th scope="col">{t('rank.rank')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((sno) => {
                  const tryCount = tries.StudyTotalTryInfo.find((r) => r.sno === sno)?.TryCount ?? 0;
                  const points = tries.StudyTotalTryInfo2.find((r) => r.sno === sno)?.spoint ?? 0;
                  const rank = ranks.value?.StudyTotalRank.find((r) => r.sno === sno)?.rank ?? 0;
                  return (
                    <tr key={sno} data-category={sno}>
                      <th scope="row">{name(sno)}</th>
                      <td data-tries={tryCount}>{formatCount(tryCount)}</td>
                      <td data-points={points}>{formatCount(points)}</td>
                      <td data-rank={rank} className="rank-place">
                        {rank > 0 ? (
                          <span className="rank-badge" data-top={rank <= 3 ? rank : undefined}>
                            <Icon name="trophy" size={20} />
                            {formatCount(rank)}
                          </span>
                        ) : (
                          <span className="rank-none">{t('rank.unranked')}</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {/* What the points count, beside the statistics' day points that leave the medal bonus out. */}
            <p className="rank-note">{t('rank.note')}</p>
          </>
        );
      }}
    </Loaded>
  );
}
