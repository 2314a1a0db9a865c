// The points and statistics panel (`/?panel=stats`, R3.35, R7.53–R7.57, R9.16): the days with activity, 10
// a page (/api/total/point/date/list), the chosen day's detail (/api/total/point/date/detail), today's
// reward claim through the outbox (/api/total/point/reward, R7.57) and a parent's or teacher's sign-off
// of the chosen day with the statistics PIN (/api/total/point/tcheck, R7.56; online only: it is not a
// replayable write). Everything shown is what the server recorded.
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidStatPin, STAT_PIN_LENGTH, statDayOf } from '../../domain/rules/statistics';
import {
  apiErrors,
  totalPointDateDetailEndpoint,
  totalPointDateListEndpoint,
  totalPointRewardEndpoint,
  totalPointTcheckEndpoint,
  type ResponseOf,
} from '../../protocol';
import { api } from '../../io/api/appClient';
import { currentLocale } from '../../i18n';
import { usernoAtom } from '../../state/session';
import { formatCount, formatDuration } from '../common/format';
import { useSubmitWrite, useWriteStatus } from '../common/outboxWrites';
import { Loaded } from '../common/SectionScreen';
import { TrainerLevelNote } from '../bpower/TrainerLevelNote';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { useServerNow } from '../common/useServerNow';
import { percent } from '../quest/questProgress';
import { pinDigits, PinSettings, PinTriesNote, usePinStatus } from './StatPin';
import { formatStatDay, newerPage, olderPage, type PageTrail } from './statDate';
import { GrowthCharts } from './GrowthCharts';
import './stats.css';
import { Button, ProgressBar } from '../../ui';

type Detail = ResponseOf<typeof totalPointDateDetailEndpoint>['MyStatDetail'];

function DayList({ selected, onSelect }: { selected: number; onSelect: (sdate: number) => void }) {
  const { t, i18n } = useTranslation();
  const [trail, setTrail] = useState<PageTrail>([0]);
  const from = trail[trail.length - 1] ?? 0;
  const data = useEndpointData(totalPointDateListEndpoint, { ...useUserBody(), sdate: from, count: 10 });
  return (
    <section aria-labelledby="stats-days-title">
      <h3 id="stats-days-title">{t('stats.days')}</h3>
      <Loaded data={data}>
        {(value) => (
          <>
            {value.MyStatDateList.length === 0 ? <p>{t('stats.noDays')}</p> : null}
            <ul className="stats-days">
              {value.MyStatDateList.map((day) => (
                <li key={day.sdate}>
                  <Button
                    variant="choice"
                    aria-pressed={day.sdate === selected}
                    data-sdate={day.sdate}
                    onClick={() => onSelect(day.sdate)}
                  >
                    <span className="stats-day">
                      <span>{formatStatDay(day.sdate, currentLocale(i18n))}</span>
                      <span>{t('stats.pointsShort', { points: formatCount(day.points) })}</span>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
            <p className="stats-paging">
              <Button disabled={trail.length <= 1} onClick={() => setTrail(newerPage(trail))}>
                {t('stats.newer')}
              </Button>
              <Button disabled={value.next === 0} onClick={() => setTrail(olderPage(trail, value.next))}>
                {t('stats.older')}
              </Button>
            </p>
            <GrowthCharts days={value.MyStatDateList} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function RewardClaim({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const userno = useAtomValue(usernoAtom);
  const submit = useSubmitWrite();
  const [key, setKey] = useState<string | null>(null);
  const status = useWriteStatus(totalPointRewardEndpoint, key);
  const { gold, heart } = detail.reward;
  const earned = gold > 0 || heart > 0;
  const claim = async () => {
    if (userno === null) return;
    setKey(await submit(totalPointRewardEndpoint, { userno, gold, heart }));
  };
  return (
    <div className="stats-reward">
      <p>
        {!earned
          ? t('stats.noReward')
          : heart > 0
            ? t('stats.reward', { gold: formatCount(gold), count: heart })
            : t('stats.rewardGold', { gold: formatCount(gold) })}
      </p>
      {detail.rewarded || status.state === 'applied' ? (
        <p className="form-success">{t('stats.rewarded')}</p>
      ) : earned && (status.state === 'none' || status.state === 'rejected') ? (
        <Button variant="primary" onClick={() => void claim()}>
          {t('stats.claim')}
        </Button>
      ) : null}
      <p className="stats-status" role="status">
        {status.state === 'pending' ? t('stats.claimPending') : null}
        {status.state === 'applied'
          ? status.answer.heartDelta > 0
            ? t('stats.claimed', {
                gold: formatCount(status.answer.goldDelta),
                count: status.answer.heartDelta,
              })
            : t('stats.claimedGold', { gold: formatCount(status.answer.goldDelta) })
          : null}
        {status.state === 'applied' && status.answer.gemDelta > 0
          ? ` ${t('stats.claimedGems', { gems: formatCount(status.answer.gemDelta), streak: status.answer.streak })}`
          : null}
      </p>
      <p className="form-error" role="alert">
        {status.state === 'rejected' ? errorText(status.code, status.message) : ''}
      </p>
    </div>
  );
}

function SignOff({ detail, pin }: { detail: Detail; pin: ReturnType<typeof usePinStatus> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const userno = useAtomValue(usernoAtom);
  const pinId = useId();
  const [given, setGiven] = useState('');
  const [checked, setChecked] = useState(detail.checked);
  const [busy, setBusy] = useState(false);
  const [wrongTry, setWrongTry] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const valid = isValidStatPin(given);
  const send = async () => {
    if (userno === null || !valid || busy) return;
    setBusy(true);
    const answer = await api.call(totalPointTcheckEndpoint, {
      userno,
      pin: given,
      tcheck: checked ? 0 : 1,
      arr: [detail.sdate],
    });
    setBusy(false);
    setGiven('');
    setWrongTry(!answer.ok && answer.code === apiErrors.statPinWrong);
    pin.refresh();
    if (!answer.ok) {
      setMessage({ error: true, text: errorText(answer.code, answer.message) });
      return;
    }
    const now = answer.value.arr.includes(detail.sdate);
    setChecked(now);
    setMessage({ error: false, text: now ? t('stats.signedOff') : t('stats.withdrawn') });
  };
  // Without a PIN there is nothing to sign off with: say where to set one instead of a field that fails.
  if (pin.status?.MyStatPassWord === false)
    return (
      <div className="stats-signoff">
        <p>{checked ? t('stats.checked') : t('stats.unchecked')}</p>
        <p>{t('stats.signOffNeedsPin')}</p>
      </div>
    );
  return (
    <form
      className="stats-signoff"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p>{checked ? t('stats.checked') : t('stats.unchecked')}</p>
      <div className="field">
        <label htmlFor={pinId}>{t('stats.pin', { digits: STAT_PIN_LENGTH })}</label>
        <input
          id={pinId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={STAT_PIN_LENGTH}
          value={given}
          onChange={(event) => setGiven(pinDigits(event.target.value))}
        />
      </div>
      <Button type="submit" disabled={!valid || busy}>
        {checked ? t('stats.withdraw') : t('stats.signOff')}
      </Button>
      <p className={message?.error ? 'form-error' : 'form-success'} role="status">
        {message?.text ?? ''}
      </p>
      <PinTriesNote status={pin.status} afterWrongTry={wrongTry} />
    </form>
  );
}

function DayDetail({ sdate, pin }: { sdate: number; pin: ReturnType<typeof usePinStatus> }) {
  const { t, i18n } = useTranslation();
  const today = statDayOf(useServerNow(60_000));
  const data = useEndpointData(totalPointDateDetailEndpoint, { ...useUserBody(), sdate });
  return (
    <section aria-labelledby="stats-detail-title" className="stats-detail">
      <Loaded data={data}>
        {({ MyStatDetail: day }) => (
          <>
            <h3 id="stats-detail-title">{formatStatDay(day.sdate, currentLocale(i18n))}</h3>
            <table className="stats-table">
              <thead>
                <tr>
                  <th scope="col">{t('stats.section')}</th>
                  <th scope="col">{t('stats.points')}</th>
                  <th scope="col">{t('stats.solved')}</th>
                  <th scope="col">{t('stats.tried')}</th>
                  <th scope="col">{t('stats.time')}</th>
                </tr>
              </thead>
              <tbody>
                {[...day.sections, { ...day, section: 'total' as const }].map((row) => (
                  <tr key={row.section}>
                    <th scope="row">{t(`stats.sectionName.${row.section}`)}</th>
                    <td>{formatCount(row.points)}</td>
                    <td>{formatCount(row.solved)}</td>
                    <td>{formatCount(row.tried)}</td>
                    <td>{formatDuration(row.seconds * 1000)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="stats-note">{t('stats.pointsNote')}</p>
            <h4>{t('stats.targets')}</h4>
            <ul className="stats-days">
              {day.targets.map((target) => (
                <li key={target.kind} className="stats-target">
                  <span id={`stats-target-${target.kind}`}>
                    {t(`stats.target.${target.kind}`, {
                      have: formatCount(target.have),
                      need: formatCount(target.need),
                    })}
                  </span>
                  <ProgressBar
                    label={t(`stats.target.${target.kind}`, {
                      have: formatCount(target.have),
                      need: formatCount(target.need),
                    })}
                    value={percent(target.have, target.need) / 100}
                    tone={target.met ? 'done' : 'progress'}
                  />
                </li>
              ))}
            </ul>
            {day.sdate === today ? (
              <RewardClaim detail={day} />
            ) : (
              <p>{day.rewarded ? t('stats.rewarded') : t('stats.pastDay')}</p>
            )}
            <SignOff key={day.sdate} detail={day} pin={pin} />
          </>
        )}
      </Loaded>
    </section>
  );
}

export function StatsPanel() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const pin = usePinStatus();
  return (
    <section aria-labelledby="stats-title" className="stats-panel">
      <h2 id="stats-title">{t('stats.title')}</h2>
      <p>{t('stats.intro')}</p>
      <p>
        <TrainerLevelNote />
      </p>
      <div className="stats-layout">
        <DayList selected={selected} onSelect={setSelected} />
        <DayDetail sdate={selected} pin={pin} />
      </div>
      {pin.status ? (
        <section aria-labelledby="stats-pin-title" className="panel">
          <PinSettings status={pin.status} onChanged={pin.refresh} />
        </section>
      ) : null}
    </section>
  );
}
