// The live game screen (issue 18): the board as the server has it, both clocks running smoothly from the
// server's last word, pass / resign / abort / undo, the dead-stone marking after two passes (agree or
// resume), the result with rank point changes, the SGF download, fixed-phrase chat and the spectator count.
// A spectator sees the same, read-only. A finished game can be stepped through and reviewed by the AI
// (LiveReview, loaded when asked for: the AI worker is not part of this screen's code).
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../../../board';
import {
  BLACK,
  PASS,
  WHITE,
  currentPosition,
  emptyPosition,
  newGame,
  playMove,
  withSetup,
  withToMove,
  type BoardSize,
  type Sign,
} from '../../../domain/go';
import { FREE_TEXT_MAX, rankOfStep } from '../../../domain/live';
import { liveSgfEndpoint, type LiveClockView, type LivePlayerView } from '../../../protocol';
import { api } from '../../../io/api/appClient';
import { usernoAtom } from '../../../state/session';
import { Button, Card } from '../../../ui';
import { TextField } from '../../common/TextField';
import { useBoardStrings } from '../../common/usePlayPreferences';
import { EmoticonButtons, EmoticonLine, PhraseButtons, usePhraseText } from '../ChatParts';
import type { LiveControls } from './useLive';
import './live.css';

const noneDimmed: ReadonlySet<number> = new Set();

const LiveReview = lazy(() => import('./LiveReview'));

function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

export function useRankText() {
  const { t } = useTranslation();
  return (step: number) => {
    const r = rankOfStep(step);
    return t(r.kind === 'kyu' ? 'live.rank.kyu' : 'live.rank.dan', { count: r.number });
  };
}

function clockText(clock: LiveClockView, elapsedMs: number): { main: string; periods: number; low: boolean } {
  let main = clock.mainMs;
  let periodLeft = clock.periodLeftMs;
  if (main > 0) main = Math.max(0, main - elapsedMs);
  else periodLeft = Math.max(0, periodLeft - elapsedMs);
  const ms = main > 0 || clock.periods === 0 ? main : periodLeft;
  const s = Math.ceil(ms / 1000);
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return { main: text, periods: clock.periods, low: s <= 10 };
}

function PlayerLine({
  player,
  color,
  clock,
  running,
  elapsed,
  away,
}: {
  player: LivePlayerView;
  color: 1 | -1;
  clock: LiveClockView;
  running: boolean;
  elapsed: number;
  away: boolean;
}) {
  const { t } = useTranslation();
  const rank = useRankText();
  const shown = clockText(clock, running ? elapsed : 0);
  return (
    <div
      className="live-player"
      data-color={color === BLACK ? 'black' : 'white'}
      data-running={running}
      data-low={running && shown.low}
    >
      <span className="live-player-stone" aria-hidden="true" />
      <span className="live-player-who">
        <span className="live-player-side">{t(color === BLACK ? 'live.black' : 'live.white')}</span>
        <span className="ui-visually-hidden">: </span>
        <strong className="live-player-name">{player.name}</strong>{' '}
        <span className="live-player-rank">
          ({rank(player.step)}){player.bot ? ` · ${t('live.bot')}` : ''}
          {away ? ` · ${t('live.reconnecting')}` : ''}
        </span>
      </span>
      <span className="live-clock" role="timer" aria-label={t('live.clockOf', { name: player.name })}>
        <span className="live-clock-main">{shown.main}</span>
        {shown.periods > 0 ? (
          <span className="live-clock-periods">
            <span className="ui-visually-hidden"> · </span>
            {t('live.periods', { count: shown.periods })}
          </span>
        ) : null}
      </span>
    </div>
  );
}

export function LiveGame({ live }: { live: LiveControls }) {
  const { t } = useTranslation();
  const strings = useBoardStrings();
  const phraseText = usePhraseText();
  const me = useAtomValue(usernoAtom);
  const { game, offsetMs, chat, away, undoAskedBy } = live.view;
  const running = game?.phase === 'playing' && game.clocks.running !== 0;
  const now = useNow(running);
  const [sgfError, setSgfError] = useState(false);
  const [typed, setTyped] = useState('');
  const [blocked, setBlocked] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  // A finished game can be moved through: `shown` moves of it are on the board (null: all of them).
  const [shown, setShown] = useState<number | null>(null);
  const total = game?.moves.length ?? 0;
  const replaying = game?.result ? Math.min(shown ?? total, total) : total;

  const position = useMemo(() => {
    if (!game) return null;
    const size = game.size as BoardSize;
    let start = emptyPosition(size);
    if (game.setup.length > 0) start = withToMove(withSetup(start, { black: game.setup }), WHITE);
    let record = newGame(start, { superko: 'positional' });
    for (const m of game.moves.slice(0, replaying)) {
      const played = playMove(record, m.vertex === -1 ? PASS : m.vertex, m.color);
      if (played.ok) record = played.game;
    }
    return currentPosition(record);
  }, [game, replaying]);

  if (!game || !position) return null;
  const you = me === game.black.userno ? BLACK : me === game.white.userno ? WHITE : 0;
  const myTurn = game.phase === 'playing' && you !== 0 && game.toMove === you;
  const scoring = game.phase === 'scoring';
  const dead = new Set(game.marking?.dead ?? []);
  const signMap: Sign[] = Array.from(position.stones, (s) => s as Sign);
  const last = game.moves[replaying - 1];
  const elapsed = now - offsetMs - game.serverTime;
  const result = game.result;
  const nameOf = (c: number) => (c === BLACK ? game.black.name : game.white.name);
  const opponent = you === BLACK ? game.white : game.black;

  if (reviewing && result) {
    const student = you === WHITE ? game.white : game.black;
    return (
      <Suspense fallback={<p role="status">{t('live.reviewLoading')}</p>}>
        <LiveReview game={game} color={you} step={student.step} onClose={() => setReviewing(false)} />
      </Suspense>
    );
  }

  const download = async () => {
    const answer = await api.call(liveSgfEndpoint, { gameId: game.gameId });
    if (!answer.ok) return setSgfError(true);
    const url = URL.createObjectURL(new Blob([answer.value.sgf], { type: 'application/x-go-sgf' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = answer.value.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const status = result
    ? result.winner === 0
      ? t('live.result.void')
      : t('live.result.won', { name: nameOf(result.winner), text: result.text })
    : scoring
      ? t('live.scoring')
      : t('live.toMove', { name: nameOf(game.toMove) });

  return (
    <div className="live-game" data-phase={game.phase}>
      <div className="live-board">
        <Board
          size={game.size}
          signMap={signMap}
          dimmed={replaying === total ? dead : noneDimmed}
          lastMove={last && last.vertex !== -1 ? last.vertex : null}
          {...(myTurn ? { nextSign: you as 1 | -1 } : {})}
          playMode="direct"
          disabled={!(myTurn || (scoring && you !== 0))}
          strings={strings}
          label={t('live.boardLabel')}
          onVertexClick={(vertex) => (scoring ? live.mark(vertex) : live.move(vertex))}
        />
      </div>
      <div className="live-side">
        <div className="live-players">
          <PlayerLine
            player={game.black}
            color={BLACK}
            clock={game.clocks.black}
            running={running && game.clocks.running === BLACK}
            elapsed={elapsed}
            away={away.has(game.black.userno)}
          />
          <PlayerLine
            player={game.white}
            color={WHITE}
            clock={game.clocks.white}
            running={running && game.clocks.running === WHITE}
            elapsed={elapsed}
            away={away.has(game.white.userno)}
          />
        </div>
        <p role="status" aria-live="polite" className="live-status">
          {status}
        </p>
        <p className="live-facts">
          {t('live.facts', { size: game.size, komi: game.komi, count: game.handicap })} ·{' '}
          {t('live.spectators', { count: game.spectators })}
          {game.teaching ? ` · ${t('live.teaching')}` : ''}
          {you === 0 ? ` · ${t('live.watching')}` : ''}
        </p>
        {you !== 0 && game.phase === 'playing' ? (
          <div className="live-actions">
            <Button onClick={() => live.move(-1)} disabled={!myTurn}>
              {t('live.pass')}
            </Button>
            {game.moves.length < 2 ? <Button onClick={live.abort}>{t('live.abort')}</Button> : null}
            <Button variant="danger" onClick={live.resign}>
              {t('live.resign')}
            </Button>
            {game.teaching && last?.color === you ? (
              <Button onClick={live.undo}>{t('live.undo')}</Button>
            ) : null}
          </div>
        ) : null}
        {undoAskedBy !== 0 && undoAskedBy !== you && you !== 0 ? (
          <Card tone="highlight" as="div">
            <p>{t('live.undoAsked')}</p>
            <div className="live-actions">
              <Button onClick={() => live.answerUndo(true)}>{t('live.accept')}</Button>
              <Button onClick={() => live.answerUndo(false)}>{t('live.decline')}</Button>
            </div>
          </Card>
        ) : null}
        {scoring && you !== 0 ? (
          <Card tone="highlight" as="div" title={t('live.markTitle')} level={3}>
            <p>{t('live.markHelp')}</p>
            <p>
              {t('live.agreed', {
                black: game.marking?.blackAgreed ? t('live.yes') : t('live.no'),
                white: game.marking?.whiteAgreed ? t('live.yes') : t('live.no'),
              })}
            </p>
            <div className="live-actions">
              <Button variant="primary" onClick={live.agree}>
                {t('live.agree')}
              </Button>
              <Button onClick={live.resume}>{t('live.resume')}</Button>
            </div>
          </Card>
        ) : null}
        {result ? (
          <Card tone="success" as="div" title={t('live.result.title')} level={3}>
            <p data-result={result.text}>{status}</p>
            {result.blackScore !== undefined ? (
              <p>{t('live.result.score', { black: result.blackScore, white: result.whiteScore })}</p>
            ) : null}
            {game.rated && result.winner !== 0 ? (
              <>
                <p>{t('live.result.points', { name: game.black.name, count: result.blackPoints })}</p>
                <p>{t('live.result.points', { name: game.white.name, count: result.whitePoints })}</p>
              </>
            ) : null}
            <div className="live-actions" role="group" aria-label={t('live.replay.title')}>
              <Button onClick={() => setShown(0)} disabled={replaying === 0}>
                {t('live.replay.first')}
              </Button>
              <Button onClick={() => setShown(Math.max(0, replaying - 1))} disabled={replaying === 0}>
                {t('live.replay.back')}
              </Button>
              <Button onClick={() => setShown(Math.min(total, replaying + 1))} disabled={replaying === total}>
                {t('live.replay.forward')}
              </Button>
              <Button onClick={() => setShown(null)} disabled={replaying === total}>
                {t('live.replay.last')}
              </Button>
            </div>
            <p role="status" data-replay={replaying}>
              {t('live.replay.at', { count: replaying, total })}
            </p>
            <div className="live-actions">
              {game.moves.length > 0 ? (
                <Button variant="primary" onClick={() => setReviewing(true)}>
                  {t('live.review')}
                </Button>
              ) : null}
              <Button onClick={() => void download()}>{t('live.sgf')}</Button>
              <Button onClick={live.leave}>{t('live.back')}</Button>
            </div>
            {sgfError ? <p role="alert">{t('live.sgfFailed')}</p> : null}
          </Card>
        ) : null}
        <section className="live-chat" aria-label={t('live.chatTitle')}>
          <ul>
            {chat.map((c) => (
              <li
                key={`${c.at}-${c.from}`}
                className={c.from === me ? 'chat-line chat-line-mine' : 'chat-line'}
              >
                <strong>{c.from === game.black.userno ? game.black.name : game.white.name}</strong>:{' '}
                {c.line.kind === 'phrase' ? (
                  phraseText(c.line.phrase)
                ) : c.line.kind === 'text' ? (
                  c.line.text
                ) : (
                  <EmoticonLine eid={c.line.emoticon} />
                )}
              </li>
            ))}
          </ul>
          {you !== 0 ? (
            <>
              <PhraseButtons onSay={live.say} />
              <EmoticonButtons onSend={live.sendEmoticon} />
            </>
          ) : null}
          {you !== 0 && game.freeText ? (
            <form
              className="live-free-text"
              onSubmit={(event) => {
                event.preventDefault();
                if (typed.trim() === '') return;
                live.type(typed.trim());
                setTyped('');
              }}
            >
              <TextField
                label={t('live.freeText')}
                value={typed}
                onChange={setTyped}
                maxLength={FREE_TEXT_MAX}
                autoComplete="off"
              />
              <Button type="submit">{t('live.sendText')}</Button>
            </form>
          ) : null}
          {live.view.lastRefusal === 'free_text_off' ? (
            <p role="alert">{t('live.refused.free_text_off')}</p>
          ) : null}
          {you !== 0 ? (
            <div className="live-actions">
              <Button variant="quiet" onClick={live.report}>
                {t('live.report')}
              </Button>
              {!opponent.bot && !blocked ? (
                <Button
                  variant="quiet"
                  onClick={() => {
                    live.block(opponent.userno);
                    setBlocked(true);
                  }}
                >
                  {t('live.block', { name: opponent.name })}
                </Button>
              ) : null}
            </div>
          ) : null}
          {live.view.lastRefusal === 'reported' ? <p role="status">{t('live.reported')}</p> : null}
          {blocked ? <p role="status">{t('live.blocked', { name: opponent.name })}</p> : null}
        </section>
        {you === 0 && !result ? <Button onClick={live.leave}>{t('live.stopWatching')}</Button> : null}
      </div>
    </div>
  );
}
