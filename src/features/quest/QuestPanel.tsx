// The try-quest panel (`/?panel=quest`, R1.11, R3.30–R3.33, R4.09–R4.19, R7.32): the ten tiers from
// /api/tryquest/info with every target's progress, opened on the tier the server selected (SelectFlag), and
// the reward claim of a complete unreceived tier through the outbox, shown once the server confirms. The
// certificates the claims issue are listed below (Certificates).
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { tryQuestInfoEndpoint, tryQuestRewardEndpoint, type ResponseOf } from '../../protocol';
import { usernoAtom } from '../../state/session';
import { formatCount } from '../common/format';
import { useSubmitWrite, useWriteStatus } from '../common/outboxWrites';
import { Loaded } from '../common/SectionScreen';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { Certificates, type KCert } from './Certificates';
import {
  initialTier,
  percent,
  targetLink,
  targetWording,
  tierState,
  tierTargets,
  type QuestTier,
  type TargetProgress,
} from './questProgress';
import './quest.css';
import { Button, buttonClass, MedalBadge, ProgressBar, ProgressRing } from '../../ui';
import { studySelectionAtom } from '../../state/studySession';
import { useLevelName } from '../bpower/levelName';
import { useMovePlace } from '../single/useSinglePlace';
import { isSingleType, singleType, singleTypeLabelKey } from '../../domain/rules/singleTypes';
import { useSingleCourse } from '../single/useSingleData';
import { localized } from '../study/missionData';
import { useLocale } from '../study/useLocale';
import { useCategoryName } from '../study/useStudyContext';
import { useGroupTitles } from '../study/useGroupTitles';

type QuestInfo = ResponseOf<typeof tryQuestInfoEndpoint>;
type Claimed = ResponseOf<typeof tryQuestRewardEndpoint>;

/**
 * A target in the student's words (issues 13, 16): "Solve 50 puzzles", "Reach 20 kyu in the pattern
 * trainer", "Gold medal in Elementary · Group 1"; the single type, study category and trainer level by
 * name, never by number; and a link to where the target is played.
 */
function TargetRow({
  target,
  id,
  groupTitle,
  singleGroupTitle,
}: {
  target: TargetProgress;
  id: string;
  /** A study group's title from the course (one load for the whole ladder). */
  groupTitle: (categoryId: number, groupId: number) => string | null;
  /** A single-play group's title from its outline, likewise. */
  singleGroupTitle: (categoryId: number, groupId: number) => string | null;
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const levelName = useLevelName();
  const moveSingle = useMovePlace('single');
  const selectStudy = useSetAtom(studySelectionAtom);
  const typeName = (sno: number) =>
    isSingleType(sno) ? t(singleTypeLabelKey(sno)) : t('study.categoryNumber', { number: sno });
  const wording = targetWording(target);
  // A study group by its title where the course gives one (issue 13: no "Group 1" beside a title).
  const studyTitle = target.kind === 'study' ? groupTitle(target.sno, target.gno) : null;
  const singleTitle =
    target.kind === 'single' && target.gno !== 0 ? singleGroupTitle(target.sno, target.gno) : null;
  const label =
    target.kind === 'step'
      ? t('quest.target.step', { level: levelName(target.step) })
      : target.kind === 'single'
        ? wording === 'groupMissions'
          ? singleTitle
            ? t('quest.target.singleTitled', { title: singleTitle, need: formatCount(target.need) })
            : t('quest.target.single', {
                type: typeName(target.sno),
                gno: target.gno,
                need: formatCount(target.need),
              })
          : wording === 'battles'
            ? // The two AI battle types by their boards (issue 13: no "AI battle 1" on screen).
              t(
                target.sno === singleType.aiBattle1 ? 'quest.target.battlesSmall' : 'quest.target.battlesBig',
                {
                  count: target.need,
                },
              )
            : t(`quest.target.${wording === 'puzzles' ? 'puzzles' : 'missions'}`, {
                count: target.need,
                type: typeName(target.sno),
              })
        : target.kind === 'study'
          ? studyTitle
            ? t('quest.target.studyTitled', { category: categoryName(target.sno), title: studyTitle })
            : t('quest.target.study', { category: categoryName(target.sno), gno: target.gno })
          : t('quest.target.rank', { category: categoryName(target.sno), points: formatCount(target.need) });
  const amount =
    target.kind === 'single' || target.kind === 'rank'
      ? t('quest.progress', { have: formatCount(target.have), need: formatCount(target.need) })
      : target.met
        ? t('quest.met')
        : t('quest.notMet');
  const link = targetLink(target);
  const linkLabel =
    link.kind === 'step'
      ? t('quest.target.go.step')
      : link.kind === 'single'
        ? t('quest.target.go.single', { type: typeName(link.categoryId) })
        : link.kind === 'study'
          ? studyTitle
            ? t('quest.target.go.studyTitled', { category: categoryName(link.categoryId), title: studyTitle })
            : t('quest.target.go.study', { category: categoryName(link.categoryId), gno: link.groupId })
          : t('quest.target.go.rank');
  const go = () => {
    if (link.kind === 'single')
      moveSingle({ categoryId: link.categoryId, groupId: link.groupId, missionIndex: -1 });
    else if (link.kind === 'study')
      selectStudy({ categoryId: link.categoryId, groupId: link.groupId, inRankView: false, inTryRun: false });
    else if (link.kind === 'rank')
      selectStudy({ categoryId: link.categoryId, inRankView: true, inTryRun: false });
  };
  return (
    <li className="quest-target" data-met={target.met} data-wording={wording}>
      <ProgressRing
        value={percent(target.have, target.need) / 100}
        label={label}
        valueText={amount}
        size={44}
      />
      <span id={id} className="quest-target-words">
        {label}
        <span className="quest-amount">{amount}</span>
      </span>
      {target.met ? null : (
        <Link to={link.to} className={buttonClass('secondary')} onClick={go} aria-describedby={id}>
          {linkLabel}
        </Link>
      )}
    </li>
  );
}

function RewardText({ gem, slot, blevel }: { gem: number; slot: number; blevel: number }) {
  const { t } = useTranslation();
  const parts = [
    t('quest.reward.gems', { amount: formatCount(gem) }),
    ...(slot > 0 ? [t('quest.reward.slots', { slots: slot })] : []),
    ...(blevel > 0 ? [t('quest.reward.rank', { level: blevel })] : []),
  ];
  return <>{parts.join(' · ')}</>;
}

const sparkleAngles = [0, 45, 90, 135, 180, 225, 270, 315];

/**
 * The small ceremony of a claim the server confirmed: a gold medal pops in with stones sparkling out and
 * a cheer. With reduced motion the medal fades in and nothing sparkles (ui.css, quest.css). The words are
 * the claim status's (a live region), so this is decoration.
 */
function Ceremony({ tier }: { tier: number }) {
  const { t } = useTranslation();
  return (
    <div className="quest-ceremony" data-ceremony={tier} aria-hidden="true">
      <span className="quest-ceremony-art">
        {sparkleAngles.map((angle, index) => (
          <span
            key={angle}
            className={index % 2 === 0 ? 'ui-sparkle ui-sparkle-black' : 'ui-sparkle ui-sparkle-white'}
            style={{ '--sparkle-angle': `${angle}deg` } as CSSProperties}
          />
        ))}
        <MedalBadge tier="gold" size={96} className="quest-ceremony-medal" />
      </span>
      <span className="quest-ceremony-cheer">{t('quest.cheer', { tier })}</span>
    </div>
  );
}

/** The claim of one tier: the button, then the outbox's progress and the server's answer. */
function Claim({
  tier,
  claimKey,
  onClaim,
  onIssued,
}: {
  tier: QuestTier;
  claimKey: string | null;
  onClaim: () => void;
  onIssued: (answer: Claimed) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const status = useWriteStatus(tryQuestRewardEndpoint, claimKey);
  const applied = status.state === 'applied' ? status.answer : null;
  // The answer is parsed anew on every render; tell the panel once.
  const told = useRef(false);
  useEffect(() => {
    if (!applied || told.current) return;
    told.current = true;
    onIssued(applied);
  }, [applied, onIssued]);
  return (
    <div className="quest-claim">
      {status.state === 'none' || status.state === 'rejected' ? (
        <Button variant="primary" onClick={onClaim}>
          {t('quest.claim')}
        </Button>
      ) : null}
      {applied ? <Ceremony tier={tier.TIndex} /> : null}
      <p role="status" className="quest-claim-status">
        {status.state === 'pending' ? t('quest.claimPending') : null}
        {applied ? (
          <>
            {t('quest.claimed', { tier: tier.TIndex })}{' '}
            <RewardText gem={applied.RecvGem} slot={applied.RecvSlot} blevel={applied.RecvBLevel} />
          </>
        ) : null}
      </p>
      {status.state === 'rejected' ? (
        <p role="alert" className="form-error">
          {errorText(status.code, status.message)}
        </p>
      ) : null}
    </div>
  );
}

function QuestLadder({ info, onIssued }: { info: QuestInfo; onIssued: (cert: KCert) => void }) {
  const { t } = useTranslation();
  const userno = useAtomValue(usernoAtom);
  const submit = useSubmitWrite();
  const groupTitle = useGroupTitles('study');
  const singleCourse = useSingleCourse().value;
  const locale = useLocale();
  const singleGroupTitle = (categoryId: number, groupId: number) => {
    const group = singleCourse?.categories
      .find((c) => c.sno === categoryId)
      ?.groups.find((g) => g.gno === groupId);
    return group ? localized(group.title, locale) || null : null;
  };
  const [selected, setSelected] = useState(() => initialTier(info.TryQuestVector));
  const [claims, setClaims] = useState<Record<number, string>>({});
  const [received, setReceived] = useState<readonly number[]>([]);
  const tier = info.TryQuestVector.find((x) => x.TIndex === selected) ?? info.TryQuestVector[0];
  const issued = useCallback(
    (answer: Claimed) => {
      setReceived((list) => (list.includes(answer.TIndex) ? list : [...list, answer.TIndex]));
      onIssued(answer.KCert);
    },
    [onIssued],
  );
  if (!tier) return <p>{t('quest.none')}</p>;
  const stateOf = (x: QuestTier) => (received.includes(x.TIndex) ? 'received' : tierState(x));
  const state = stateOf(tier);
  const claimKey = claims[tier.TIndex] ?? null;
  const claim = async () => {
    if (userno === null) return;
    const key = await submit(tryQuestRewardEndpoint, { userno, tindex: tier.TIndex });
    if (key !== null) setClaims((all) => ({ ...all, [tier.TIndex]: key }));
  };
  const targets = tierTargets(tier);
  const tierMet = targets.filter((target) => target.met).length;
  const tierMetText = t('quest.targetsMet', {
    have: formatCount(tierMet),
    need: formatCount(targets.length),
  });
  return (
    <div className="quest-layout">
      <ol className="quest-ladder" aria-label={t('quest.tiers')}>
        {info.TryQuestVector.map((x) => {
          const rungState = stateOf(x);
          const rungTargets = tierTargets(x);
          const met = rungTargets.filter((target) => target.met).length;
          const metText = t('quest.targetsMet', {
            have: formatCount(met),
            need: formatCount(rungTargets.length),
          });
          return (
            <li key={x.TIndex} className="quest-rung" data-state={rungState} data-tier={x.TIndex}>
              <Button
                variant="choice"
                size="fold"
                aria-pressed={x.TIndex === tier.TIndex}
                data-state={rungState}
                onClick={() => setSelected(x.TIndex)}
                className="quest-rung-button"
              >
                <span className="quest-tier" data-state={rungState}>
                  <span className="quest-badge" data-state={rungState} aria-hidden="true">
                    {rungState === 'received' ? (
                      <MedalBadge tier="gold" size={40} />
                    ) : (
                      <span className="quest-badge-number">{formatCount(x.TIndex)}</span>
                    )}
                  </span>
                  <span className="quest-rung-words">
                    <span className="quest-rung-name">{t('quest.tier', { tier: x.TIndex })}</span>{' '}
                    <span className="quest-tier-state">{t(`quest.state.${rungState}`)}</span>
                    {rungTargets.length > 0 ? (
                      <>
                        {' '}
                        <span className="quest-rung-count">{metText}</span>
                        <span className="quest-rung-bar" aria-hidden="true">
                          <ProgressBar
                            value={met / rungTargets.length}
                            label={metText}
                            tone={met === rungTargets.length ? 'done' : 'progress'}
                          />
                        </span>
                      </>
                    ) : null}
                  </span>
                </span>
              </Button>
            </li>
          );
        })}
      </ol>
      <section className="quest-detail" aria-labelledby="quest-tier-title" data-tier={tier.TIndex}>
        <h3 id="quest-tier-title">{t('quest.tierTitle', { tier: tier.TIndex })}</h3>
        <p className="quest-state" data-state={state}>
          {t(`quest.stateLong.${state}`)}
        </p>
        {targets.length > 0 ? (
          <p className="quest-detail-count">
            {tierMetText}
            <ProgressBar
              value={tierMet / targets.length}
              label={tierMetText}
              tone={tierMet === targets.length ? 'done' : 'progress'}
            />
          </p>
        ) : null}
        {targets.length === 0 ? (
          <p>{t('quest.noTargets')}</p>
        ) : (
          <ul className="quest-targets">
            {targets.map((target, index) => (
              <TargetRow
                key={index}
                target={target}
                id={`quest-target-${tier.TIndex}-${index}`}
                groupTitle={groupTitle}
                singleGroupTitle={singleGroupTitle}
              />
            ))}
          </ul>
        )}
        <p>
          {t('quest.rewardLabel')}{' '}
          <RewardText gem={tier.reward.gem} slot={tier.reward.slot} blevel={tier.reward.blevel} />
        </p>
        {state === 'complete' || claimKey !== null ? (
          <Claim
            key={tier.TIndex}
            tier={tier}
            claimKey={claimKey}
            onClaim={() => void claim()}
            onIssued={issued}
          />
        ) : null}
      </section>
    </div>
  );
}

export function QuestPanel() {
  const { t } = useTranslation();
  const data = useEndpointData(tryQuestInfoEndpoint, useUserBody());
  const [issued, setIssued] = useState<readonly KCert[]>([]);
  const onIssued = useCallback(
    (cert: KCert) =>
      setIssued((list) => (list.some((c) => c.TQIndex === cert.TQIndex) ? list : [...list, cert])),
    [],
  );
  return (
    <section aria-labelledby="quest-title" className="quest-panel">
      <h2 id="quest-title">{t('quest.title')}</h2>
      <p>{t('quest.intro')}</p>
      <Loaded data={data}>{(value) => <QuestLadder info={value} onIssued={onIssued} />}</Loaded>
      <Certificates issued={issued} />
    </section>
  );
}
