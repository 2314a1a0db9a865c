// What live-game chat and friend chat share (issues 17 and 18): the fixed phrases as buttons, the owned
// emoticon sets as buttons (run-out sets shown as such), and an emoticon as it reads in a line. The
// server checks every line again; these only offer what the student may send.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { chatPhrases, isChatPhrase, type ChatPhrase } from '../../domain/live';
import { emoticonSet, ownedEmoticons } from '../../domain/rules/emoticons';
import { emoticonInfoAtom } from '../../state/emoticons';
import { Button } from '../../ui';
import { EmoticonArt } from './EmoticonArt';
import './live/live.css';

/** A phrase id in the reader's language ('' for an id this app does not know). */
export function usePhraseText(): (phrase: string) => string {
  const { t } = useTranslation();
  return (phrase) => (isChatPhrase(phrase) ? t(`live.phrases.${phrase}`) : '');
}

export function PhraseButtons({
  onSay,
  disabled,
}: {
  onSay: (phrase: ChatPhrase) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="live-phrases" role="group" aria-label={t('live.phrasesTitle')}>
      {chatPhrases.map((p) => (
        <Button key={p} variant="chip" onClick={() => onSay(p)} disabled={disabled}>
          {t(`live.phrases.${p}`)}
        </Button>
      ))}
    </div>
  );
}

/** The sets the student holds, active or run out; nothing when they hold none. */
export function EmoticonButtons({ onSend, disabled }: { onSend: (eid: number) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const emoticons = ownedEmoticons(useAtomValue(emoticonInfoAtom), Date.now());
  if (emoticons.length === 0) return null;
  return (
    <div className="live-emoticons" role="group" aria-label={t('live.emoticons.title')}>
      {emoticons.map((o) =>
        o.state === 'active' ? (
          <Button
            key={o.set.eid}
            variant="chip"
            onClick={() => onSend(o.set.eid)}
            disabled={disabled}
            aria-label={t('live.emoticons.send', { name: t(`live.emoticons.set.${o.set.key}`) })}
            data-send-emoticon={o.set.eid}
          >
            <EmoticonArt eid={o.set.eid} />
          </Button>
        ) : (
          <span key={o.set.eid} className="live-emoticon-expired" data-expired-emoticon={o.set.eid}>
            <EmoticonArt eid={o.set.eid} />{' '}
            {t('live.emoticons.expired', { name: t(`live.emoticons.set.${o.set.key}`) })}
          </span>
        ),
      )}
    </div>
  );
}

/** An emoticon in a chat line: its picture and its set's name (null for a set this app does not know). */
export function EmoticonLine({ eid }: { eid: number }) {
  const { t } = useTranslation();
  const set = emoticonSet(eid);
  return set ? (
    <span className="live-emoticon-line" data-emoticon-line={eid}>
      <EmoticonArt eid={eid} size={28} /> {t(`live.emoticons.set.${set.key}`)}
    </span>
  ) : null;
}
