// Toasts (R8.14, R8.15, R9.24): warnings at the top in the warning colour; everything else at the bottom
// (or the top, when the local setting PopupPosFlag says so) for 5000 ms by default; info toasts may carry
// sanitised HTML and may stay until dismissed. Content is kept as keys and codes and translated when shown,
// so a toast follows a language switch.
import { atom } from 'jotai';
import {
  DEFAULT_NOTIFICATION_POSITION,
  NOTIFICATION_TIMEOUT_MS,
  WARNING_NOTIFICATION_POSITION,
  type NotificationPosition,
} from '../domain/rules/constants';
import type { AppStore } from './appStore';

export type NoticeTone = 'negative' | 'warning' | 'info' | 'positive';

export type NoticeContent =
  /** A translation key of the app, with values. */
  | { kind: 'key'; key: string; values?: Record<string, string | number> }
  /** An API failure: shown through errorDisplay (R8.07). */
  | { kind: 'error'; code: number; message: string | null }
  /** Plain text, already in the user's language. */
  | { kind: 'text'; text: string }
  /** Info toasts only: markup that is sanitised before it is shown (R8.15). */
  | { kind: 'html'; html: string };

export interface Notice {
  id: number;
  tone: NoticeTone;
  content: NoticeContent;
  /** Milliseconds on screen; null = until dismissed (R8.15). */
  timeoutMs: number | null;
  /** Warnings are always at the top (R8.14); others follow the popup-position setting. */
  position: NotificationPosition | null;
  /**
   * A notice for the signed-out screens ("your account is ready, sign in"): it goes when someone signs in,
   * so it never sits over the front gate it led to.
   */
  untilSignIn: boolean;
}

export type NoticeInput = Omit<Notice, 'id' | 'timeoutMs' | 'position' | 'untilSignIn'> & {
  timeoutMs?: number | null;
  untilSignIn?: boolean;
};

export const noticesAtom = atom<readonly Notice[]>([]);

let nextId = 1;

export function makeNotice(input: NoticeInput): Notice {
  const content =
    input.content.kind === 'html' && input.tone !== 'info'
      ? ({ kind: 'text', text: input.content.html } as const)
      : input.content;
  return {
    id: nextId++,
    tone: input.tone,
    content,
    timeoutMs: input.timeoutMs === undefined ? NOTIFICATION_TIMEOUT_MS : input.timeoutMs,
    position: input.tone === 'warning' ? WARNING_NOTIFICATION_POSITION : null,
    untilSignIn: input.untilSignIn ?? false,
  };
}

export const pushNoticeAtom = atom(null, (get, set, input: NoticeInput) => {
  set(noticesAtom, [...get(noticesAtom), makeNotice(input)]);
});

export const dismissNoticeAtom = atom(null, (get, set, id: number) => {
  set(
    noticesAtom,
    get(noticesAtom).filter((n) => n.id !== id),
  );
});

/** Someone signed in: the signed-out screens' notices are done. */
export const dismissSignedOutNoticesAtom = atom(null, (get, set) => {
  const kept = get(noticesAtom).filter((n) => !n.untilSignIn);
  if (kept.length !== get(noticesAtom).length) set(noticesAtom, kept);
});

/** For code outside React (guard, session). */
export function pushNotice(store: AppStore, input: NoticeInput): void {
  store.set(pushNoticeAtom, input);
}

/** Where a notice shows, given the popup-position setting (0 bottom, 1 top). */
export function noticePosition(notice: Notice, popupPosition: 0 | 1): NotificationPosition {
  if (notice.position) return notice.position;
  return popupPosition === 1 ? 'top' : DEFAULT_NOTIFICATION_POSITION;
}
