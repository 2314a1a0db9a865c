// The live part of multi/list (issue 18): Play now (board and time, then a quick pairing by level, or the
// computer at your level when nobody comes), challenges received, who else is seeking (with kyu/dan
// level and a Challenge button) and the games being played (Watch). A game opened here replaces the list;
// a running game of yours is opened again on arrival (a reload resumes it).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveHistoryEndpoint, liveLobbyEndpoint } from '../../../protocol';
import type { TimeControlName } from '../../../domain/live';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass, Card, EmptyState } from '../../../ui';
import { useUserBody } from '../../common/useBundle';
import { useEndpointData } from '../../common/useEndpointData';
import { Challenges } from './Challenges';
import { GameChoices } from './GameChoices';
import { LiveGame, useRankText } from './LiveGame';
import { useLive } from './useLive';

export function LiveLobby() {
  const { t } = useTranslation();
  const live = useLive();
  const rank = useRankText();
  const body = useUserBody();
  const lobby = useEndpointData(liveLobbyEndpoint, body);
  const history = useEndpointData(liveHistoryEndpoint, body);
  const [size, setSize] = useState<number>(9);
  const [control, setControl] = useState<TimeControlName>('rapid');
  const { view } = live;
  const mine = lobby.value?.mine[0];

  // A game of yours still running (a reload, another device): open it again.
  useEffect(() => {
    if (mine && !view.game) live.join(mine);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the lobby
  }, [mine]);
  // The list follows seeks and games while it is open.
  useEffect(() => {
    const timer = setInterval(() => lobby.refresh(), 5000);
    return () => clearInterval(timer);
  }, [lobby]);

  // Back from a game: the finished games include it.
  const inGame = view.game !== null;
  const refreshHistory = history.refresh;
  useEffect(() => {
    if (!inGame) refreshHistory();
  }, [inGame, refreshHistory]);

  if (view.game) return <LiveGame live={live} />;

  return (
    <div className="live-lobby">
      {!view.connected ? <p role="status">{t('live.offline')}</p> : null}
      <Challenges live={live} />
      <Card title={t('live.playNow')} level={2}>
        <GameChoices size={size} control={control} onSize={setSize} onControl={setControl} />
        {view.seeking ? (
          <>
            <p role="status">{t('live.seeking')}</p>
            <Button onClick={live.cancelSeek}>{t('live.cancel')}</Button>
          </>
        ) : (
          <Button variant="primary" disabled={!view.connected} onClick={() => live.seek(size, control)}>
            {t('live.seek')}
          </Button>
        )}
        {view.botOffer ? (
          <p>
            {t('live.botOffer')}{' '}
            <Button
              onClick={() => live.playBot(view.botOffer?.size ?? size, view.botOffer?.control ?? control)}
            >
              {t('live.playBot')}
            </Button>
          </p>
        ) : null}
      </Card>
      <Card title={t('live.seekers')} level={2}>
        {(lobby.value?.seeks.length ?? 0) === 0 ? (
          // Nobody waiting: say so, and offer the one thing to do next, a friend's game (issue 13).
          <EmptyState
            icon="players"
            title={t('live.noSeekers')}
            action={
              <Link to="/multi/friend/list" className={buttonClass('secondary')}>
                {t('live.askFriend')}
              </Link>
            }
          />
        ) : (
          <ul className="live-list">
            {lobby.value?.seeks.map((s) => (
              <li key={s.userno}>
                {t('live.seekerLine', { name: s.username, rank: rank(s.astep), size: s.size })}{' '}
                <Button onClick={() => live.challenge(s.userno, s.size, s.control)}>
                  {t('live.challenge', { name: s.username })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('live.games')} level={2}>
        {(lobby.value?.games.length ?? 0) === 0 ? (
          <p className="live-none">{t('live.noGames')}</p>
        ) : (
          <ul className="live-list">
            {lobby.value?.games.map((g) => (
              <li key={g.gameId}>
                {t('live.gameLine', {
                  black: g.black.bot ? `${g.black.username} (${t('live.bot')})` : g.black.username,
                  white: g.white.bot ? `${g.white.username} (${t('live.bot')})` : g.white.username,
                  size: g.size,
                  moves: g.moves,
                })}{' '}
                <Button onClick={() => live.join(g.gameId)}>
                  {lobby.value?.mine.includes(g.gameId) ? t('live.yourGame') : t('live.watch')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {(history.value?.games.length ?? 0) > 0 ? (
        <Card title={t('live.finished')} level={2}>
          <ul className="live-list">
            {history.value?.games.map((g) => (
              <li key={g.gameId}>
                {t('live.finishedLine', { black: g.black, white: g.white, size: g.size, result: g.result })}{' '}
                <Button onClick={() => live.join(g.gameId)}>{t('live.replay.open')}</Button>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
