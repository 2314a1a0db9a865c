// A mission's videos (R7.27, R7.59, R7.60): each opens in a new tab at the external video site, without an
// opener. The tab is opened inside the click (a tab opened after waiting for the server counts as a popup
// and is blocked), then sent to the address /api/single/video/info gives; when the browser blocks it, an
// alert shows the link instead. Video infos join the session's video items once (R3.14).
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { singleVideoInfoEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { usernoAtom } from '../../state/session';
import { changeSingleContentAtom, singleContentAtom } from '../../state/singleSession';
import { useErrorText } from '../common/useErrorText';
import type { SinglePlace } from './singleMode';
import { Button } from '../../ui';

type Shown =
  | { kind: 'none' }
  | { kind: 'opening'; ano: number }
  | { kind: 'blocked'; ano: number; url: string }
  | { kind: 'failed'; ano: number; code: number; message: string | null };

/** Only addresses of the web (the pack's template) are opened or linked. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export function VideoLinks({ address, count }: { address: SinglePlace; count: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const userno = useAtomValue(usernoAtom);
  const videos = useAtomValue(singleContentAtom).videos;
  const change = useSetAtom(changeSingleContentAtom);
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  if (count <= 0) return null;
  const { categoryId: sno, groupId: gno, missionIndex: jkno } = address;

  const urlOf = async (
    ano: number,
  ): Promise<{ ok: true; url: string } | { ok: false; code: number; message: string | null }> => {
    const known = videos.find((v) => v.ano === ano && v.sno === sno && v.gno === gno && v.jkno === jkno);
    if (known) return { ok: true, url: known.url };
    const answer = await api.call(singleVideoInfoEndpoint, {
      ...(userno === null ? {} : { userno }),
      ano,
      sno,
      gno,
      jkno,
    });
    if (!answer.ok) return { ok: false, code: answer.code, message: answer.message };
    if (!isWebAddress(answer.value.url)) return { ok: false, code: -4002, message: null };
    change({
      kind: 'video',
      item: { ano, sno, gno, jkno, url: answer.value.url, count: answer.value.count },
    });
    return { ok: true, url: answer.value.url };
  };

  const open = (ano: number) => {
    // Opened now, in the click; "noopener" by hand, so a blocked tab can still be told apart (with the
    // feature string, window.open answers null either way).
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setShown({ kind: 'opening', ano });
    void urlOf(ano).then((found) => {
      if (!found.ok) {
        tab?.close();
        setShown({ kind: 'failed', ano, code: found.code, message: found.message });
        return;
      }
      if (tab) {
        tab.location.href = found.url;
        setShown({ kind: 'none' });
      } else {
        setShown({ kind: 'blocked', ano, url: found.url });
      }
    });
  };

  return (
    <section className="single-videos" aria-labelledby="videos-title">
      <h3 id="videos-title">{t('single.video.title')}</h3>
      <ul className="single-video-list">
        {Array.from({ length: count }, (_, ano) => (
          <li key={ano}>
            <Button
              onClick={() => open(ano)}
              aria-busy={shown.kind === 'opening' && shown.ano === ano ? 'true' : undefined}
              data-video={ano}
            >
              {t('single.video.open', { number: ano + 1 })}
            </Button>
          </li>
        ))}
      </ul>
      <div className="single-video-note">
        {shown.kind === 'blocked' ? (
          <p role="alert" data-video-blocked={shown.ano}>
            {t('single.video.blocked')}{' '}
            <a href={shown.url} target="_blank" rel="noopener noreferrer">
              {t('single.video.link', { number: shown.ano + 1 })}
            </a>
          </p>
        ) : null}
        {shown.kind === 'failed' ? (
          <p role="alert">{t('single.video.failed', { reason: errorText(shown.code, shown.message) })}</p>
        ) : null}
      </div>
    </section>
  );
}
