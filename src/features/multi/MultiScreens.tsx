// The multiplayer screens of spec §2 (R2.18, R2.19): the list and the friend list, showing the player's
// multiplayer step and rank points and the step names from /api/multi/step/info (R3.18, R3.26); the friend
// list manages friends and shows who is online (FriendsPanel).
import { useTranslation } from 'react-i18next';
import { multiStepInfoEndpoint } from '../../protocol';
import { Loaded, SectionScreen } from '../common/SectionScreen';
import { formatCount } from '../common/format';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { Card, Icon } from '../../ui';
import { FriendsPanel } from './FriendsPanel';
import './live/live.css';
import { LiveLobby } from './live/LiveLobby';
import { useRankText } from './live/LiveGame';

/**
 * The player's card (issue 13): the level as kyu/dan beside a stone and the rank points beside a trophy,
 * in one row; no internal step numbers.
 */
function PlayerFacts() {
  const { t } = useTranslation();
  const data = useEndpointData(multiStepInfoEndpoint, useUserBody());
  const rank = useRankText();
  return (
    <Loaded data={data}>
      {(value) => (
        <Card as="div" className="multi-player">
          <dl className="multi-player-facts">
            <div className="multi-player-fact">
              <Icon name="board" size={32} className="multi-player-icon" />
              <dt>{t('multi.step')}</dt>
              <dd>{rank(value.astep)}</dd>
            </div>
            <div className="multi-player-fact">
              <Icon name="trophy" size={32} className="multi-player-icon" />
              <dt>{t('multi.rankPoints')}</dt>
              <dd>{formatCount(value.rpoint)}</dd>
            </div>
          </dl>
        </Card>
      )}
    </Loaded>
  );
}

export function MultiList() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('multi.list.title')}
      section={t('section.multi')}
      intro={t('multi.list.intro')}
      back={{ to: '/', label: t('screen.backToFrontGate') }}
      links={[{ to: '/multi/friend/list', label: t('multi.links.friends') }]}
    >
      <PlayerFacts />
      <LiveLobby />
    </SectionScreen>
  );
}

export function FriendList() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('multi.friends.title')}
      section={t('section.multi')}
      back={{ to: '/multi/list', label: t('multi.links.back') }}
    >
      <FriendsPanel />
    </SectionScreen>
  );
}
