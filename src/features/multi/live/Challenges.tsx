// Challenges on the lists (issue 18): those received (accept or decline), those sent (withdraw) and the
// last one declined, shared by multi/list and the friend list, with why the server refused a seek or a
// challenge (a class's live play turned off by the teacher, issue 19; a player who cannot be challenged). The server sends a challenge to both
// players; which side you are on comes from your user number.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { usernoAtom } from '../../../state/session';
import { Button, Card } from '../../../ui';
import { useRankText } from './LiveGame';
import type { LiveControls } from './useLive';

/** Refusals of a seek or a challenge that the lists explain (the game screen explains its own). */
const refusalTexts = {
  class_live_off: 'live.refused.class_live_off',
  not_allowed: 'live.refused.not_allowed',
} as const;

function isShownRefusal(reason: string | null): reason is keyof typeof refusalTexts {
  return reason !== null && Object.hasOwn(refusalTexts, reason);
}

export function Challenges({ live }: { live: LiveControls }) {
  const { t } = useTranslation();
  const me = useAtomValue(usernoAtom);
  const rank = useRankText();
  const { challenges, declined, lastRefusal } = live.view;
  const refusal = isShownRefusal(lastRefusal) ? lastRefusal : null;
  return (
    <>
      {refusal ? (
        <p className="form-error" role="alert" data-refusal={refusal}>
          {t(refusalTexts[refusal])}
        </p>
      ) : null}
      {challenges.map((c) =>
        c.to.userno === me ? (
          <Card key={c.id} tone="highlight" as="div">
            <p data-challenge-from={c.from.username}>
              {t('live.challenged', { name: c.from.username, rank: rank(c.from.astep), size: c.size })}{' '}
              {c.teaching ? t('live.teaching') : ''}
            </p>
            <Button variant="primary" onClick={() => live.answer(c.id, true)}>
              {t('live.accept')}
            </Button>{' '}
            <Button onClick={() => live.answer(c.id, false)}>{t('live.decline')}</Button>
          </Card>
        ) : (
          <Card key={c.id} as="div">
            <p role="status" data-challenge-to={c.to.username}>
              {t('live.challengeSent', { name: c.to.username })}
            </p>
            <Button onClick={() => live.answer(c.id, false)}>{t('live.withdraw')}</Button>
          </Card>
        ),
      )}
      {declined && declined.from.userno === me ? (
        <p role="status">{t('live.declined', { name: declined.to.username })}</p>
      ) : null}
    </>
  );
}
