// The friend list (R2.19; issue 4): friends with who is online (asked over the realtime socket; the server
// answers for friends only), requests received (accept or decline) and sent (withdraw), and a form to ask
// someone by username. Changes made by the other user arrive over the socket (friendsChanged) and the list
// is asked again at once. Offline the last list shows, and changes wait for the network.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrors,
  friendListEndpoint,
  friendRemoveEndpoint,
  friendRequestEndpoint,
  friendsChangedEvent,
  liveLobbyEndpoint,
} from '../../protocol';
import { api } from '../../io/api/appClient';
import { currentRealtime, subscribeRealtime } from '../../io/realtime/socket';
import { FormFrame } from '../common/FormFrame';
import { Loaded } from '../common/SectionScreen';
import { TextField } from '../common/TextField';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { requiredErrors } from '../common/validationText';
import { Button, EmptyState, Icon } from '../../ui';
import { ChallengeDialog, type ChallengeChoice } from './live/ChallengeDialog';
import { Challenges } from './live/Challenges';
import { LiveGame } from './live/LiveGame';
import { useLive } from './live/useLive';
import { FriendChat } from './FriendChat';
import { startFriendChat, useUnread } from './friendChat';
import { usernoAtom } from '../../state/session';

interface Person {
  userno: number;
  username: string;
}

/** How often the friends' online state is asked again while the list is open. */
const PRESENCE_EVERY_MS = 20_000;

function useOnline(friends: readonly Person[]): ReadonlySet<number> | null {
  const [online, setOnline] = useState<ReadonlySet<number> | null>(null);
  const key = friends.map((f) => f.userno).join(',');
  useEffect(() => {
    const users = key === '' ? [] : key.split(',').map(Number);
    let live = true;
    const ask = () =>
      void currentRealtime()
        .then((realtime) => (realtime ? realtime.presence(users) : null))
        .then((answer) => {
          if (live) setOnline(answer ? new Set(answer) : null);
        });
    ask();
    const timer = setInterval(ask, PRESENCE_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [key]);
  return online;
}

function AddFriendForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const body = useUserBody();
  const form = useFormFields({ username: '' });
  const { username } = form.values;
  const rules = { username: requiredErrors(t, username.trim()) };
  const onSubmit = form.handleSubmit(allValid(rules), async () => {
    const answer = await api.call(friendRequestEndpoint, { ...body, username: username.trim() });
    if (!answer.ok) {
      form.fail(answer, { [apiErrors.userNotFound]: 'username', [apiErrors.invalidRequest]: 'username' });
      return;
    }
    form.setValues({ username: '' });
    form.succeed(
      answer.value.state === 'friends'
        ? t('multi.friends.nowFriends', { name: answer.value.friend.username })
        : t('multi.friends.requested', { name: answer.value.friend.username }),
    );
    onDone();
  });
  return (
    <FormFrame
      titleId="add-friend-title"
      title={t('multi.friends.addTitle')}
      heading="h2"
      onSubmit={onSubmit}
      state={form}
      submitLabel={t('multi.friends.add')}
    >
      {/* Someone else's username: the browser must not offer the user's own. */}
      <TextField
        label={t('auth.username')}
        {...form.field('username', rules)}
        autoComplete="off"
        autoCapitalize="none"
        required
      />
    </FormFrame>
  );
}

export function FriendsPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const body = useUserBody();
  const data = useEndpointData(friendListEndpoint, body);
  const online = useOnline(data.value?.friends ?? []);
  // A request, an accept or a removal by the other user arrives over the socket: ask for the list again.
  const { refresh } = data;
  useEffect(
    () => subscribeRealtime((event) => (event === friendsChangedEvent ? refresh() : undefined)),
    [refresh],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Challenges (issue 18): the levels for the suggestion come with the live lobby's answer.
  const live = useLive();
  const levels = useEndpointData(liveLobbyEndpoint, body);
  const [challenging, setChallenging] = useState<Person | null>(null);
  const [chatting, setChatting] = useState<Person | null>(null);
  const unread = useUnread();
  // Friend chat is heard from the first time this screen opens until sign-out.
  const me = useAtomValue(usernoAtom);
  useEffect(() => startFriendChat(me), [me]);
  // A new friend's level: asked again whenever the friends change.
  const friendKey = (data.value?.friends ?? []).map((f) => f.userno).join(',');
  const refreshLevels = levels.refresh;
  useEffect(() => {
    if (friendKey !== '') refreshLevels();
  }, [friendKey, refreshLevels]);
  const stepOf = (userno: number) => levels.value?.friends.find((f) => f.userno === userno)?.astep;
  const myStep = levels.value?.astep;
  const send = (to: Person, choice: ChallengeChoice) => {
    live.challenge(to.userno, choice.size, choice.control, {
      handicap: choice.handicap,
      komi: choice.komi,
      teaching: choice.teaching,
    });
    setChallenging(null);
  };

  const act = async (run: () => ReturnType<typeof api.call>) => {
    setBusy(true);
    setProblem(null);
    const answer = await run();
    setBusy(false);
    if (!answer.ok) setProblem(errorText(answer.code, answer.message));
    data.refresh();
  };
  const remove = (friendno: number) => act(() => api.call(friendRemoveEndpoint, { ...body, friendno }));
  const accept = (username: string) => act(() => api.call(friendRequestEndpoint, { ...body, username }));
  const disabled = busy || data.offline;
  const challengeStep = challenging ? stepOf(challenging.userno) : undefined;

  // A challenge accepted here opens the game here.
  if (live.view.game) return <LiveGame live={live} />;

  return (
    <>
      <Challenges live={live} />
      {challenging && challengeStep !== undefined && myStep !== undefined ? (
        <ChallengeDialog
          friend={{ username: challenging.username, astep: challengeStep }}
          myStep={myStep}
          onSend={(choice) => send(challenging, choice)}
          onClose={() => setChallenging(null)}
        />
      ) : null}
      {chatting ? <FriendChat friend={chatting} onClose={() => setChatting(null)} /> : null}
      <Loaded data={data}>
        {(value) => (
          <div className="friend-lists" aria-busy={busy}>
            {data.offline ? <p className="sync-note">{t('multi.friends.offline')}</p> : null}
            <p className="form-error" role="alert">
              {problem ?? ''}
            </p>
            <section aria-labelledby="friends-title">
              <h2 id="friends-title">{t('multi.friends.listTitle', { count: value.friends.length })}</h2>
              {value.friends.length === 0 ? (
                <EmptyState icon="players" title={t('multi.friends.empty')} />
              ) : (
                <ul className="friend-list">
                  {value.friends.map((f) => {
                    const state = online === null ? 'unknown' : online.has(f.userno) ? 'online' : 'offline';
                    return (
                      <li key={f.userno} className="friend" data-friend={f.username} data-presence={state}>
                        <Icon name="players" size={28} />
                        <span className="friend-name">{f.username}</span>{' '}
                        <span className={`presence presence-${state}`}>{t(`multi.presence.${state}`)}</span>{' '}
                        <Button
                          disabled={
                            disabled ||
                            !live.view.connected ||
                            stepOf(f.userno) === undefined ||
                            state !== 'online'
                          }
                          onClick={() => setChallenging(f)}
                        >
                          {t('live.challenge', { name: f.username })}
                        </Button>{' '}
                        <Button
                          disabled={!live.view.connected}
                          onClick={() => setChatting(f)}
                          data-chat-with={f.username}
                        >
                          {unread.get(f.userno)
                            ? t('multi.chat.openUnread', { name: f.username, count: unread.get(f.userno) })
                            : t('multi.chat.open', { name: f.username })}
                        </Button>{' '}
                        <Button disabled={disabled} onClick={() => void remove(f.userno)}>
                          {t('multi.friends.remove', { name: f.username })}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
            {value.incoming.length > 0 ? (
              <section aria-labelledby="incoming-title">
                <h2 id="incoming-title">{t('multi.friends.incomingTitle')}</h2>
                <ul className="plain-list">
                  {value.incoming.map((f) => (
                    <li key={f.userno} data-incoming={f.username}>
                      <span className="friend-name">{f.username}</span>{' '}
                      <Button disabled={disabled} onClick={() => void accept(f.username)}>
                        {t('multi.friends.accept', { name: f.username })}
                      </Button>{' '}
                      <Button disabled={disabled} onClick={() => void remove(f.userno)}>
                        {t('multi.friends.decline', { name: f.username })}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {value.outgoing.length > 0 ? (
              <section aria-labelledby="outgoing-title">
                <h2 id="outgoing-title">{t('multi.friends.outgoingTitle')}</h2>
                <ul className="plain-list">
                  {value.outgoing.map((f) => (
                    <li key={f.userno} data-outgoing={f.username}>
                      <span className="friend-name">{f.username}</span>{' '}
                      <Button disabled={disabled} onClick={() => void remove(f.userno)}>
                        {t('multi.friends.withdraw', { name: f.username })}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </Loaded>
      <AddFriendForm onDone={data.refresh} />
    </>
  );
}
