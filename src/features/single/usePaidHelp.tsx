// The paid help of a single challenge (R7.19–R7.22, issue 16): the gold and free checks to show (the
// server's last word minus what waits in the outbox), what the next help of a kind costs, and buying it.
// A purchase goes through the outbox with its own idempotency key, so the gold drops exactly once even
// when it is bought offline; the server sets the price and refuses what the gold cannot cover.
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { academyDay } from '../../domain/rules/singlePlay';
import {
  canUseHelp,
  freeChecksUsedToday,
  helpOffer,
  latestChecks,
  pendingHelpSpend,
  shownGold,
  type HelpKind,
  type HelpOffer,
} from '../../domain/rules/singleHelp';
import { microsToMillis } from '../../domain/rules/time';
import {
  singleCheckFreeEndpoint,
  singleReputGoldEndpoint,
  singleTakebackEduGoldEndpoint,
  singleTakebackGoldEndpoint,
} from '../../protocol';
import { usernoAtom } from '../../state/session';
import { pendingHelpsAtom, serverChecksAtom } from '../../state/singleHelp';
import { useSubmitWrite } from '../common/outboxWrites';
import { useBundle } from '../common/useBundle';
import { useServerNow } from '../common/useServerNow';
import { formatCount } from '../common/format';
import type { HelpAction } from '../common/PaidHelpButton';

export interface PaidHelp {
  /** Gold to show; null without a bundle. */
  gold: number | null;
  offer(kind: HelpKind): HelpOffer;
  /** Queues the purchase; answers whether it was bought (the help may be given now). */
  buy(kind: HelpKind): Promise<boolean>;
}

/** `bkey` names the learning mission of a learning take-back in the ledger ("sno_gno_jkno"). */
export function usePaidHelp(bkey?: string): PaidHelp {
  const bundle = useBundle();
  const userno = useAtomValue(usernoAtom);
  const pending = useAtomValue(pendingHelpsAtom);
  const serverChecks = useAtomValue(serverChecksAtom);
  const now = useServerNow(30_000);
  const submit = useSubmitWrite();

  const fromBundle = bundle
    ? {
        used: bundle.dedata.userinfo.free4Day.useCheck4Day,
        day: academyDay(microsToMillis(bundle.dedata.sysinfo.serverTime)),
      }
    : null;
  const fromAnswers = serverChecks && serverChecks.userno === userno ? serverChecks : null;
  const known = latestChecks(fromBundle, fromAnswers);
  const spend = pendingHelpSpend(pending, freeChecksUsedToday(known, now));
  const gold = bundle ? shownGold(bundle.dedata.userLogin.gold, spend) : null;
  const freeUsed = spend.freeUsed;

  const offer = useCallback((kind: HelpKind) => helpOffer(kind, gold, freeUsed), [gold, freeUsed]);
  const buy = useCallback(
    async (kind: HelpKind) => {
      if (userno === null || !canUseHelp(helpOffer(kind, gold, freeUsed))) return false;
      const key =
        kind === 'takeback'
          ? await submit(singleTakebackGoldEndpoint, { userno })
          : kind === 'takebackEdu'
            ? await submit(singleTakebackEduGoldEndpoint, { userno, ...(bkey ? { bkey } : {}) })
            : kind === 'reput'
              ? await submit(singleReputGoldEndpoint, { userno })
              : await submit(singleCheckFreeEndpoint, { userno });
      return key !== null;
    },
    [userno, gold, freeUsed, submit, bkey],
  );
  return useMemo(() => ({ gold, offer, buy }), [gold, offer, buy]);
}

export interface ChallengeHelp {
  takeback: HelpAction;
  restart: HelpAction;
  hint: HelpAction;
  wallet: ReactNode;
}

/**
 * The three helps of a challenge as buttons: a take-back (the learning price in problems, R7.20, else the
 * game's, R7.19), a fresh start (a re-put, R7.21) and a hint (a check, R7.22: free ones first).
 */
export function useChallengeHelp(learning: boolean, bkey?: string): ChallengeHelp {
  const { t } = useTranslation();
  const paid = usePaidHelp(bkey);
  const action = (kind: HelpKind, name: string): HelpAction => {
    const offer = paid.offer(kind);
    return {
      label:
        offer.kind === 'free'
          ? t('single.help.withFree', { action: name, count: offer.left })
          : t('single.help.withPrice', { action: name, count: offer.price }),
      refusal:
        offer.kind === 'paid' && !offer.affordable
          ? t('single.help.notEnoughGold', {
              gold: formatCount(paid.gold ?? 0),
              price: formatCount(offer.price),
            })
          : null,
      pay: () => paid.buy(kind),
    };
  };
  return {
    takeback: action(learning ? 'takebackEdu' : 'takeback', t('single.help.takeback')),
    restart: action('reput', t('single.help.restart')),
    hint: action('check', t('single.help.hint')),
    wallet: (
      <p className="paid-help-wallet" role="status" aria-live="polite" data-gold={paid.gold ?? ''}>
        {t('single.help.gold', { gold: paid.gold === null ? '…' : formatCount(paid.gold) })}
      </p>
    ),
  };
}
