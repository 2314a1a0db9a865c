// What the single-play screens show: the categories of the app config with their group counts, the
// user's single groups (UserGroupSingleInfo, R3.15), a group's heart cost (R3.25, R9.06: 1 without an
// entry) and, for dice, the dice the user has.
import { useTranslation } from 'react-i18next';
import { diceAliveCountEndpoint, userinfoEndpoint } from '../../protocol';
import { singleGroupHeartCost } from '../../domain/rules/studySession';
import { singleTypes } from '../../domain/rules/singleTypes';
import { FactList } from '../common/FactList';
import { Loaded } from '../common/SectionScreen';
import { formatCount } from '../common/format';
import { useBundle, useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';

export function SingleCategories() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const categories = bundle?.dedata.appini.SingleCountInfo2Vector ?? [];
  return categories.length === 0 ? (
    <p>{t('single.noCategories')}</p>
  ) : (
    <ul className="plain-list">
      {categories.map((c) => (
        <li key={c.sno}>{t('single.categoryGroups', { category: c.sno, count: c.gcnt })}</li>
      ))}
    </ul>
  );
}

export function SingleTypes() {
  const { t } = useTranslation();
  return (
    <ul className="plain-list" aria-label={t('single.types')}>
      {singleTypes.map((name) => (
        <li key={name}>{t(`single.type.${name}`)}</li>
      ))}
    </ul>
  );
}

export function SingleGroups() {
  const { t } = useTranslation();
  const data = useEndpointData(userinfoEndpoint, useUserBody());
  return (
    <Loaded data={data}>
      {(value) => {
        const groups = value.userinfo.UserGroupSingleInfo;
        return groups.length === 0 ? (
          <p>{t('single.noGroups')}</p>
        ) : (
          <ul className="plain-list">
            {groups.map((g) => (
              <li key={`${g.sno}-${g.gno}`}>
                {t('single.groupProgress', {
                  category: g.sno,
                  group: g.gno,
                  mission: g.lastjkno + 1,
                  stars: g.starsum,
                })}
              </li>
            ))}
          </ul>
        );
      }}
    </Loaded>
  );
}

export function SingleGroupCost({ categoryId, groupId }: { categoryId: number; groupId: number }) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const cost = singleGroupHeartCost(
    bundle?.dedata.appini.UserSingleGroupSecond2Vector ?? [],
    categoryId,
    groupId,
  );
  return <FactList facts={[{ label: t('single.heartCost'), value: formatCount(cost) }]} />;
}

export function DiceFacts() {
  const { t } = useTranslation();
  const data = useEndpointData(diceAliveCountEndpoint, useUserBody());
  return (
    <Loaded data={data}>
      {(value) => <FactList facts={[{ label: t('wallet.dice'), value: formatCount(value.DiceCount) }]} />}
    </Loaded>
  );
}
