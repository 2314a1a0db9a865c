// The single and dice field (single/group/mission/field, dice/group/mission/field; R2.12, R2.15): the
// mission's lesson first when it has one, then the challenge. Starting spends the group's hearts, or one
// die, through the outbox (R7.24, R7.25) under an id chosen here, so a start made offline is delivered and
// paid once; it is refused before it starts when the mission is locked or the shown balance is short.
// Problems are solved on the study board, capture and full games are played against the AI; the result
// goes to /api/single/result through the outbox, the rules' reading is shown at once and the server's
// verdict when it answers. The challenge lives in session state, so a reload keeps what was paid for.
// While playing, a take-back, a fresh start and a hint are paid in gold (the day's free checks first) through
// the outbox (issue 16, usePaidHelp.tsx).
import './single.css';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  classMineEndpoint,
  singleChallengeReqEndpoint,
  singleDiceChallengeEndpoint,
  singleResultEndpoint,
  type SingleVerdict,
} from '../../protocol';
import { singleHeartCost } from '../../domain/rules/membership';
import { useMembershipStatus } from '../../state/session/fieldCheck';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { usernoAtom } from '../../state/session';
import {
  changeSingleContentAtom,
  initialSingleWork,
  serverDiceAtom,
  singleChallengeAtom,
  singleNotesAtom,
  singleSelectionAtom,
  singleWorkAtom,
  type SingleChallenge,
} from '../../state/singleSession';
import { FactList } from '../common/FactList';
import { formatCount } from '../common/format';
import { useSubmitWrite, useWriteStatus } from '../common/outboxWrites';
import { useErrorText } from '../common/useErrorText';
import { MissionBoard } from '../study/MissionBoard';
import { MissionFieldFrame, MissionNotReady } from '../study/MissionFieldFrame';
import { localized } from '../study/missionData';
import { useLocale } from '../study/useLocale';
import { AiBattle } from './aiBattle';
import {
  canAfford,
  gameClaim,
  isCredited,
  killedStones,
  missionStateAt,
  newChallengeId,
  nextMissionIndex,
  predictGameVerdict,
  predictProblemVerdict,
  predictStars,
  problemClaim,
  remainingStones,
  type ResultClaim,
} from './challenge';
import { ChallengeOutcome } from './ChallengeOutcome';
import { gameFacts, GroupHeading, resolveGroup, Stars } from './MissionPanel';
import {
  missionProgress,
  shownMissionIndex,
  type CourseCategory,
  type CourseGroup,
  type GroupMissions,
  type SingleCourse,
} from './singleCourse';
import type { SingleMissionPlay } from './singleMissionData';
import { DICE_COST, movePlace, singlePaths, type SingleMode, type SinglePlace } from './singleMode';
import { costFromCourse } from './SinglePanels';
import { singleTutorialSeqs } from './singleTutorial';
import { SingleTutorialPanel } from './SingleTutorialPanel';
import { useLastOpen } from './useLastOpen';
import { useGroupMissions, useSingleMission } from './useSingleData';
import { useShownDice, useShownHearts } from '../common/useShownBalance';
import { useSinglePlace } from './useSinglePlace';
import { useChallengeHelp } from './usePaidHelp';
import { VideoLesson } from './VideoLesson';
import { VideoLinks } from './VideoLinks';
import { DiceRoll } from './DiceRoll';
import { DiceClock } from './DiceClock';
import { readSingleMission } from './singleMissionData';
import { diceCountFor } from '../../domain/rules/dice';
import { localSettingsAtom } from '../../state/localSettings';
import { LoadingNote } from '../common/LoadStatus';
import { OutOfHearts } from '../common/OutOfHearts';
import { Button } from '../../ui';

const samePlace = (c: SingleChallenge, mode: SingleMode, a: SinglePlace) =>
  c.mode === mode &&
  c.categoryId === a.categoryId &&
  c.groupId === a.groupId &&
  c.missionIndex === a.missionIndex;

/** The server's answer to the challenge's start (hearts or dice), whichever the mode wrote. */
function useStartStatus(challenge: SingleChallenge | null) {
  const hearts = useWriteStatus(
    singleChallengeReqEndpoint,
    challenge?.mode === 'single' ? challenge.startKey : null,
  );
  const dice = useWriteStatus(
    singleDiceChallengeEndpoint,
    challenge?.mode === 'dice' ? challenge.startKey : null,
  );
  return challenge?.mode === 'dice' ? dice : hearts;
}

export function SingleFieldPanel({ mode, course }: { mode: SingleMode; course: SingleCourse }) {
  const { t } = useTranslation();
  const place = useSinglePlace(mode);
  const resolved = resolveGroup(course, mode, place);
  if (!resolved) return <p className="empty-note">{t('single.noMissions')}</p>;
  return (
    <FieldOfGroup
      key={`${resolved.category.sno}-${resolved.group.gno}`}
      mode={mode}
      course={course}
      {...resolved}
    />
  );
}

function FieldOfGroup({
  mode,
  course,
  category,
  group,
}: {
  mode: SingleMode;
  course: SingleCourse;
  category: CourseCategory;
  group: CourseGroup;
}) {
  const { t } = useTranslation();
  const place = useSinglePlace(mode);
  const info = useGroupMissions(category.sno, group.gno);
  const membership = useMembershipStatus();
  // The class's "hearts unlimited during class hours" (the last answer kept for offline); none while loading.
  const mine = useEndpointData(classMineEndpoint, useUserBody());
  const classHeartsInHours = mine.value?.class?.settings.heartsInHours ?? null;
  const known = info.status === 'ready' ? info.value : null;
  const count = Math.max(group.missions, known?.UserSingleMissionInfo.length ?? 0);
  const lastOpen = useLastOpen(category.sno, group.gno, known?.lastjkno ?? 0, count);
  if (info.status === 'loading') {
    return <LoadingNote />;
  }
  const address = {
    categoryId: category.sno,
    groupId: group.gno,
    missionIndex: shownMissionIndex(place.missionIndex, lastOpen, count),
  };
  // Issue 19: hearts don't limit single play for a member inside the membership's hours (class hours),
  // unless their class's teacher turned that off.
  const cost =
    mode === 'dice'
      ? DICE_COST
      : singleHeartCost(known?.heart ?? group.heart, membership, classHeartsInHours);
  return (
    <>
      <GroupHeading category={category} group={group} />
      {info.offline ? <p className="offline-note">{t('screen.offlineCopy')}</p> : null}
      <MissionField
        key={address.missionIndex}
        mode={mode}
        course={course}
        address={address}
        info={known}
        lastOpen={known ? lastOpen : null}
        missionCount={count}
        cost={cost}
      />
    </>
  );
}

interface FieldProps {
  mode: SingleMode;
  course: SingleCourse;
  address: SinglePlace;
  info: GroupMissions | null;
  /** The group's last open mission with this tab's wins; null while the server's progress is unknown. */
  lastOpen: number | null;
  missionCount: number;
  cost: number;
}

function MissionField(props: FieldProps) {
  const { mode, address } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const mission = useSingleMission(address);
  const [work, setWork] = useAtom(singleWorkAtom);
  const challenge = useAtomValue(singleChallengeAtom);
  const mine = challenge && samePlace(challenge, mode, address) ? challenge : null;
  const lessonDue = singleTutorialSeqs(address).length > 0 && !work.lectureShown && mine === null;
  const endLesson = useCallback(() => setWork((w) => ({ ...w, lectureShown: true })), [setWork]);

  if (lessonDue)
    return (
      <SingleTutorialPanel address={address} onDone={endLesson} doneLabel={t('single.lesson.toMission')} />
    );
  if (mission.status !== 'ready')
    return (
      <MissionNotReady
        mission={mission}
        notFoundText={t('single.notFound')}
        backLabel={t('single.backToMissions')}
        backTo={singlePaths[mode].mission}
      />
    );
  const data = mission.mission;
  return (
    <MissionFieldFrame
      className="single-field"
      missionIndex={address.missionIndex}
      kind={data.kind}
      title={localized(data.title, locale)}
      prompt={localized(data.prompt, locale)}
    >
      {mine === null ? (
        <ChallengeStart {...props} mission={data} />
      ) : (
        <ChallengePlay key={mine.challengeId} {...props} mission={data} challenge={mine} />
      )}
    </MissionFieldFrame>
  );
}

function ChallengeStart({
  mode,
  course,
  address,
  info,
  lastOpen,
  cost,
  mission,
}: FieldProps & { mission: SingleMissionPlay }) {
  const { t } = useTranslation();
  const userno = useAtomValue(usernoAtom);
  const hearts = useShownHearts(costFromCourse(course));
  const dice = useShownDice();
  const setChallenge = useSetAtom(singleChallengeAtom);
  const setWork = useSetAtom(singleWorkAtom);
  const submit = useSubmitWrite();
  const settings = useAtomValue(localSettingsAtom);
  const [busy, setBusy] = useState(false);
  const balance = mode === 'dice' ? dice : hearts;
  const locked = lastOpen !== null && missionStateAt(address.missionIndex, lastOpen) === 'locked';
  const enough = canAfford(balance, cost);
  const progress = missionProgress(info, address.missionIndex);

  const start = async () => {
    if (userno === null || locked || !enough || busy) return;
    setBusy(true);
    try {
      const challengeId = newChallengeId();
      const body = {
        userno,
        sno: address.categoryId,
        gno: address.groupId,
        jkno: address.missionIndex,
        type: address.categoryId,
        challengeId,
      };
      const startKey =
        mode === 'dice'
          ? await submit(singleDiceChallengeEndpoint, {
              ...body,
              dice: diceCountFor(settings.diceMultiRoll),
            })
          : await submit(singleChallengeReqEndpoint, body);
      if (startKey === null) return;
      setChallenge({ userno, mode, challengeId, ...address, cost, startKey, finish: null });
      setWork({
        ...initialSingleWork,
        otherFlag: mode === 'dice',
        targetStones: mission.game?.mode === 'capture' ? mission.game.captureTarget : null,
        lectureShown: true,
      });
    } finally {
      setBusy(false);
    }
  };

  const costText = mode === 'dice' ? t('dice.costOf', { count: cost }) : t('single.costOf', { count: cost });
  return (
    <div className="single-start">
      <FactList
        facts={[
          { label: t('single.facts.kind'), value: t(`single.kind.${mission.kind}`) },
          // A dice mission's board, target and level are the roll's: the pack's would promise wrongly.
          ...(mode === 'dice' ? [] : gameFacts(mission, t)),
          { label: t('single.facts.cost'), value: costText },
          {
            label: mode === 'dice' ? t('dice.have') : t('single.have'),
            value: balance === null ? '…' : formatCount(balance),
          },
          {
            label: t('single.stars'),
            value: <Stars count={progress?.stars ?? 0} />,
          },
        ]}
      />
      {mode === 'dice' ? (
        <p className="dice-before">
          {settings.diceMultiRoll
            ? mission.problem
              ? t('dice.roll.beforePuzzleTwo')
              : t('dice.roll.beforeGameTwo')
            : mission.problem
              ? t('dice.roll.beforePuzzleOne')
              : t('dice.roll.beforeGameOne')}
        </p>
      ) : null}
      <VideoLesson lesson={mission.lesson} />
      <VideoLinks address={address} count={mission.videos} />
      {locked ? (
        <p role="alert" data-refused="locked">
          {t('single.locked')}
        </p>
      ) : null}
      {!locked && !enough ? (
        <p role="alert" data-refused="balance">
          {mode === 'dice' ? t('dice.notEnough') : t('single.notEnoughHearts')}
        </p>
      ) : null}
      {!locked && !enough && mode !== 'dice' ? (
        <OutOfHearts practice={{ to: '/study', label: t('hearts.practiseStudy') }} />
      ) : null}
      <p>
        <Button
          variant="primary"
          disabled={locked || !enough || busy || userno === null}
          onClick={() => void start()}
        >
          {t('single.start', { cost: costText })}
        </Button>
      </p>
    </div>
  );
}

function ChallengePlay({
  mode,
  address,
  info,
  lastOpen,
  missionCount,
  mission: packMission,
  challenge,
}: FieldProps & { mission: SingleMissionPlay; challenge: SingleChallenge }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const locale = useLocale();
  const userno = useAtomValue(usernoAtom);
  const submit = useSubmitWrite();
  const setChallenge = useSetAtom(singleChallengeAtom);
  const setWork = useSetAtom(singleWorkAtom);
  const select = useSetAtom(singleSelectionAtom);
  const addNote = useSetAtom(singleNotesAtom);
  const change = useSetAtom(changeSingleContentAtom);
  const setServerDice = useSetAtom(serverDiceAtom);
  const startStatus = useStartStatus(challenge);
  const resultStatus = useWriteStatus(singleResultEndpoint, challenge.finish?.key ?? null);
  // A challenge already finished when this opens (a reload) shows its result; one played here keeps its board.
  const [resultOnly] = useState(() => challenge.finish !== null);
  const help = useChallengeHelp(
    packMission.kind === 'problem',
    `${address.categoryId}_${address.groupId}_${address.missionIndex}`,
  );

  // The server's answer to the start: the mission it loaded (R3.14) and, for dice, the dice left.
  const started = startStatus.state === 'applied' ? startStatus.answer : null;
  useEffect(() => {
    if (!started) return;
    // A dice challenge's mission is the roll's, not the pack's: the start screen keeps the pack's.
    if (!('dcount' in started)) change({ kind: 'loaded', missions: started.SingleLoadVector });
    if ('dcount' in started)
      setServerDice({
        userno: challenge.userno,
        count: started.dcount,
        anchorUs: started.stime,
        serverTimeUs: started.serverTime,
      });
  }, [started, change, setServerDice, challenge.userno]);
  // A dice start's roll and the mission it made stay with the challenge (session storage): a reload
  // shows the same board even before the outbox answers again.
  useEffect(() => {
    if (!started || !('roll' in started) || challenge.rolled !== undefined) return;
    const rolledMission = started.SingleLoadVector[0];
    if (rolledMission) setChallenge({ ...challenge, rolled: { roll: started.roll, mission: rolledMission } });
  }, [started, challenge, setChallenge]);

  const finish = async (claim: ResultClaim, predicted: SingleVerdict) => {
    if (challenge.finish !== null || userno === null) return;
    // A start the server refused has no challenge there to finish.
    const key =
      startStatus.state === 'rejected'
        ? null
        : await submit(singleResultEndpoint, {
            userno,
            challengeId: challenge.challengeId,
            sno: address.categoryId,
            gno: address.groupId,
            jkno: address.missionIndex,
            ...claim,
          });
    const credited = isCredited(predicted, claim.outcome);
    const progress = missionProgress(info, address.missionIndex);
    setChallenge({
      ...challenge,
      finish: { key, outcome: claim.outcome, predicted, stars: credited ? predictStars(progress) : null },
    });
    if (key !== null && credited)
      addNote({
        key,
        userno,
        categoryId: address.categoryId,
        groupId: address.groupId,
        missionIndex: address.missionIndex,
      });
  };

  const next = nextMissionIndex(
    address.missionIndex,
    missionCount,
    resultStatus.state === 'applied'
      ? resultStatus.answer.lastjkno
      : challenge.finish &&
          resultStatus.state === 'pending' &&
          isCredited(challenge.finish.predicted, challenge.finish.outcome)
        ? Math.max(lastOpen ?? 0, address.missionIndex + 1)
        : (lastOpen ?? 0),
  );
  const outcome = (
    <ChallengeOutcome
      challenge={challenge}
      kind={packMission.kind}
      startStatus={startStatus}
      nextMission={next}
      onNext={() => {
        if (next === null) return;
        setChallenge(null);
        setWork((w) => ({ ...w, lectureShown: false }));
        select(movePlace(mode, { missionIndex: next }));
      }}
      onAgain={() => setChallenge(null)}
    />
  );
  const refusedNote =
    startStatus.state === 'rejected' && challenge.finish === null ? (
      <p role="alert" data-refused="server">
        {t('single.result.startRefused', { reason: errorText(startStatus.code, startStatus.message) })}
      </p>
    ) : null;

  if (resultOnly) return outcome;
  // Dice: the board waits for the server's roll, shows it, and plays the mission the roll made.
  let mission = packMission;
  let seconds: number | null = null;
  if (mode === 'dice' && challenge.finish === null) {
    if (startStatus.state === 'rejected') return refusedNote;
    const rolledNow = challenge.rolled;
    if (!rolledNow)
      return (
        <p role="status" className="dice-waiting">
          {t('dice.roll.waiting')}
        </p>
      );
    if (challenge.openedAtMs === undefined)
      return (
        <DiceRoll
          roll={rolledNow.roll}
          puzzle={rolledNow.mission.kind === 'problem'}
          animate
          onOpen={() => setChallenge({ ...challenge, openedAtMs: Date.now() })}
        />
      );
    const read = readSingleMission(rolledNow.mission);
    if (read.ok) mission = read.value;
    seconds = rolledNow.mission.kind === 'problem' ? (rolledNow.roll.seconds ?? null) : null;
  }
  const timeUp = () => {
    setWork((w) => ({ ...w, result: 0 }));
    void finish({ moves: [], dead: [], outcome: 'loss' }, 'wrong_answer');
  };
  const title = localized(mission.title, locale);
  if (mission.problem) {
    return (
      <>
        {refusedNote}
        {seconds !== null && challenge.finish === null ? (
          <DiceClock seconds={seconds} openedAtMs={challenge.openedAtMs ?? Date.now()} onTimeUp={timeUp} />
        ) : null}
        <MissionBoard
          key={challenge.challengeId}
          problem={mission.problem}
          label={title}
          hintText={localized(mission.hint, locale)}
          allowRetry={false}
          {...(mission.problemId === null ? {} : { reportId: mission.problemId })}
          paidHelp={help}
          onEnd={(end) => {
            setWork((w) => ({ ...w, result: end.solved ? 1 : 0 }));
            void finish(problemClaim(end), predictProblemVerdict(end.solved));
          }}
          after={outcome}
        />
      </>
    );
  }
  const game = mission.game;
  if (!game) return null;
  return (
    <>
      {refusedNote}
      <AiBattle
        key={challenge.challengeId}
        size={game.size}
        mode={game.mode}
        captureTarget={game.captureTarget}
        level={game.level}
        komi={game.komi}
        playerColor={game.playerColor}
        setup={game.setup}
        label={title}
        paidHelp={help}
        onFinish={(result) => {
          const killed = killedStones(game, result.moves);
          setWork((w) => ({
            ...w,
            killedStones: killed,
            remainingStones: remainingStones(game, killed),
            result: result.playerWon ? 1 : 0,
          }));
          void finish(gameClaim(result), predictGameVerdict(mission.kind, result, game.size));
        }}
        after={outcome}
      />
    </>
  );
}
