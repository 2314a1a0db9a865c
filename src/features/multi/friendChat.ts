// Friend chat lines of this session (issue 17, issue 18): heard on the app's socket while the friends
// screen has been opened once, kept in memory only, and forgotten at sign-out (a shared tablet's next
// student sees nothing of them). The server decides what may be said; this only keeps what it delivered.
import { useSyncExternalStore } from 'react';
import { chatMessage, realtimeEvents, type ChatMessage } from '../../protocol';
import { subscribeRealtime } from '../../io/realtime/socket';
import { onSignedOut } from '../../state/session/signOut';

/** The most lines kept per conversation: a chat of phrases, not an archive. */
const KEPT_PER_FRIEND = 50;

let lines: readonly ChatMessage[] = [];
/** Lines heard from each friend since their conversation was last opened. */
let unread: ReadonlyMap<number, number> = new Map();
let openFriend: number | null = null;
const listeners = new Set<() => void>();
let started = false;
let me: number | null = null;

function changed(): void {
  for (const listener of listeners) listener();
}

function add(message: ChatMessage): void {
  const friend = message.from === me ? message.to : message.from;
  const withFriend = lines.filter((l) => l.from === friend || l.to === friend);
  const dropped = withFriend.length >= KEPT_PER_FRIEND ? withFriend[0] : undefined;
  lines = [...lines.filter((l) => l !== dropped), message];
  if (message.from !== me && openFriend !== friend) {
    const next = new Map(unread);
    next.set(friend, (next.get(friend) ?? 0) + 1);
    unread = next;
  }
  changed();
}

/** Starts hearing friend chat for the signed-in user `userno` (once; later calls only say who that is). */
export function startFriendChat(userno: number | null): void {
  me = userno;
  if (started) return;
  started = true;
  subscribeRealtime((event, args) => {
    if (event !== realtimeEvents.chat) return;
    const parsed = chatMessage.safeParse(args[0]);
    if (parsed.success) add(parsed.data);
  });
  onSignedOut(() => {
    lines = [];
    unread = new Map();
    openFriend = null;
    changed();
  });
}

/** Marks `friend`'s conversation as open (its lines are read) or none (null). */
export function openConversation(friend: number | null): void {
  openFriend = friend;
  if (friend !== null && unread.has(friend)) {
    const next = new Map(unread);
    next.delete(friend);
    unread = next;
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The lines between the signed-in user and `friend`, oldest first. */
export function useConversation(friend: number): readonly ChatMessage[] {
  const all = useSyncExternalStore(subscribe, () => lines);
  return all.filter((l) => l.from === friend || l.to === friend);
}

/** How many lines each friend sent that were not read yet. */
export function useUnread(): ReadonlyMap<number, number> {
  return useSyncExternalStore(subscribe, () => unread);
}
