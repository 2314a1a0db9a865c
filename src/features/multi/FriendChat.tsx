// Chat with a friend (issues 17 and 18): fixed phrases and owned emoticons, safe for children (free text
// stays in live games where a teacher or the account allows it). Lines travel over the realtime socket;
// the server checks each one and echoes it back, so what shows here is what was delivered.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtimeEvents, type ChatSend } from '../../protocol';
import { currentRealtime } from '../../io/realtime/socket';
import { Dialog } from '../../ui';
import { EmoticonButtons, EmoticonLine, PhraseButtons, usePhraseText } from './ChatParts';
import { openConversation, useConversation } from './friendChat';

export interface ChatFriend {
  userno: number;
  username: string;
}

export function FriendChat({ friend, onClose }: { friend: ChatFriend; onClose: () => void }) {
  const { t } = useTranslation();
  const phraseText = usePhraseText();
  const lines = useConversation(friend.userno);
  const [problem, setProblem] = useState(false);
  useEffect(() => {
    openConversation(friend.userno);
    return () => openConversation(null);
  }, [friend.userno]);

  const send = (line: Omit<ChatSend, 'to'>) => {
    setProblem(false);
    void currentRealtime().then((realtime) => {
      if (!realtime?.emit(realtimeEvents.chat, { to: friend.userno, ...line })) setProblem(true);
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('multi.chat.title', { name: friend.username })}
      closeLabel={t('multi.chat.close')}
    >
      <ol className="friend-chat-lines" role="log" aria-live="polite" aria-label={t('multi.chat.lines')}>
        {lines.length === 0 ? <li className="friend-chat-empty">{t('multi.chat.empty')}</li> : null}
        {lines.map((line) => (
          <li
            key={`${line.at}-${line.from}`}
            className={line.from === friend.userno ? 'chat-line' : 'chat-line chat-line-mine'}
            data-chat-from={line.from === friend.userno ? 'friend' : 'me'}
          >
            <strong>{line.from === friend.userno ? friend.username : t('multi.chat.me')}</strong>:{' '}
            {line.phrase !== undefined ? phraseText(line.phrase) : null}
            {line.emo ? <EmoticonLine eid={line.emo.eid} /> : null}
            {line.text ? line.text : null}
          </li>
        ))}
      </ol>
      <PhraseButtons onSay={(phrase) => send({ phrase })} />
      <EmoticonButtons onSend={(eid) => send({ emo: { eid, n: 0 } })} />
      <p className="form-error" role="alert">
        {problem ? t('multi.chat.offline') : ''}
      </p>
    </Dialog>
  );
}
