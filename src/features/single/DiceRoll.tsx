// The roll of a dice challenge (issue 17): the server rolled when the challenge started; this shows it.
// One or two SVG dice tumble for a moment (a rattle with sound on) and land on the faces the server
// rolled; with reduced motion they show the faces at once. Then what the total decided (the board, the
// stones to capture, the AI's level, handicap stones, or a puzzle's time) and the button that opens the
// board. Read out once for screen readers when the dice land.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiceRoll as Roll } from '../../protocol';
import { FactList } from '../common/FactList';
import { formatCount } from '../common/format';
import { usePlayPreferences } from '../common/usePlayPreferences';
import { playDiceSound } from './diceSound';
import { Button } from '../../ui';

const ROLL_MS = 1100;
const TICK_MS = 90;

/** Pip positions per face on a 0–100 square. */
const pips: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function DieFace({ face, tumbling }: { face: number; tumbling: boolean }) {
  return (
    <svg
      className="die"
      data-face={face}
      data-tumbling={tumbling ? 'true' : 'false'}
      viewBox="0 0 100 100"
      width="72"
      height="72"
      aria-hidden="true"
      style={tumbling ? { transform: `rotate(${(face * 47) % 360}deg)` } : undefined}
    >
      <rect x="4" y="4" width="92" height="92" rx="18" fill="#fffdf7" stroke="#2b2b2b" strokeWidth="4" />
      {(pips[face] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="8.5" fill={face === 1 ? '#c0392b' : '#2b2b2b'} />
      ))}
    </svg>
  );
}

export function DiceRoll({
  roll,
  animate,
  onOpen,
}: {
  roll: Roll;
  /** False when the roll was seen before (a reload): the dice show their faces at once. */
  animate: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const prefs = usePlayPreferences();
  const [tumbling, setTumbling] = useState(() => animate && !prefersReducedMotion());
  const [shown, setShown] = useState<number[]>(roll.dice);

  useEffect(() => {
    if (!tumbling) return;
    playDiceSound(prefs.soundOn, ROLL_MS);
    const tick = setInterval(() => {
      setShown((faces) => faces.map((f, i) => ((f + 2 + i) % 6) + 1));
    }, TICK_MS);
    const land = setTimeout(() => {
      clearInterval(tick);
      setShown(roll.dice);
      setTumbling(false);
    }, ROLL_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(land);
    };
    // The roll plays once, when it first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [first, second] = roll.dice;
  const said =
    roll.dice.length === 2
      ? t('dice.roll.showsTwo', { first, second, total: roll.total })
      : t('dice.roll.showsOne', { total: roll.total });
  const facts = [
    ...(roll.size !== undefined
      ? [{ label: t('single.facts.board'), value: t('single.facts.boardSize', { size: roll.size }) }]
      : []),
    ...(roll.captureTarget !== undefined
      ? [
          {
            label: t('single.facts.goal'),
            value: t('single.facts.captureGoal', { count: roll.captureTarget }),
          },
        ]
      : []),
    ...(roll.level !== undefined ? [{ label: t('single.facts.level'), value: formatCount(roll.level) }] : []),
    ...(roll.handicap
      ? [{ label: t('dice.roll.handicap'), value: t('dice.roll.handicapStones', { count: roll.handicap }) }]
      : []),
    ...(roll.seconds !== undefined
      ? [{ label: t('dice.roll.time'), value: t('dice.roll.seconds', { count: roll.seconds }) }]
      : []),
  ];
  return (
    <section className="dice-roll" aria-labelledby="dice-roll-heading">
      <h3 id="dice-roll-heading">{t('dice.roll.heading')}</h3>
      <div className="dice-faces" data-total={roll.total}>
        {shown.map((face, i) => (
          <DieFace key={i} face={face} tumbling={tumbling} />
        ))}
      </div>
      <p role="status" aria-live="polite" data-roll={tumbling ? 'rolling' : 'landed'}>
        {tumbling ? t('dice.roll.rolling') : said}
      </p>
      {tumbling ? null : (
        <>
          {facts.length > 0 ? (
            <>
              <p>{t('dice.roll.decides')}</p>
              <FactList facts={facts} />
            </>
          ) : null}
          <p>
            <Button variant="primary" onClick={onOpen}>
              {t('dice.roll.open')}
            </Button>
          </p>
        </>
      )}
    </section>
  );
}
