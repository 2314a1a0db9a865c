// The signed-in session as this device remembers it: the user, the sealed blob that /api/deinfowork
// restores (R2.33), the current access token, and the session's proof and sign-out token. It lives in
// localStorage so every tab shares one access token: when one tab refreshes, the others pick the new token
// up instead of refreshing again. The refresh token never lives here: it stays in its HttpOnly cookie
// (path /api/), out of reach of scripts; the proof is what makes that cookie usable, so forgetting this
// record ends the session on the device even when sign-out cannot reach the server (docs/client.md).
import type { KeyValueStorage } from '../storage/webStorage';

export interface SessionRecord {
  userno: number;
  /** The sealed session blob of /api/login, opaque to the app. */
  data: string;
  /** The access token for `authorization: Bearer …`; null until known. */
  accessToken: string | null;
  /** When the access token expires (device clock, ms); null when unknown. */
  accessExpiresAtMs: number | null;
  /** The session proof (header x-session-proof) the refresh call and the socket's cookie need. */
  proof: string;
  /** Ends this session on the server (/api/logout `signOut`), even from the outbox later. */
  signOut: string;
}

export const sessionRecordKey = 'hoshi.session';

export interface SessionRecordStore {
  read(): SessionRecord | null;
  write(record: SessionRecord): void;
  /** Replaces the access token of the stored record, if there still is one. */
  updateAccessToken(accessToken: string, accessExpiresAtMs: number | null): SessionRecord | null;
  clear(): void;
}

function isRecord(value: unknown): value is SessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userno === 'number' &&
    Number.isInteger(v.userno) &&
    v.userno > 0 &&
    typeof v.data === 'string' &&
    v.data !== '' &&
    (v.accessToken === null || typeof v.accessToken === 'string') &&
    (v.accessExpiresAtMs === null || typeof v.accessExpiresAtMs === 'number') &&
    typeof v.proof === 'string' &&
    v.proof !== '' &&
    typeof v.signOut === 'string' &&
    v.signOut !== ''
  );
}

/** Reads what a storage holds under the record key; anything unreadable counts as no session. */
export function parseSessionRecord(raw: string | null): SessionRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export function createSessionRecordStore(storage: KeyValueStorage): SessionRecordStore {
  const read = () => parseSessionRecord(storage.getItem(sessionRecordKey));
  const write = (record: SessionRecord) => storage.setItem(sessionRecordKey, JSON.stringify(record));
  return {
    read,
    write,
    updateAccessToken(accessToken, accessExpiresAtMs) {
      const current = read();
      if (!current) return null;
      const next = { ...current, accessToken, accessExpiresAtMs };
      write(next);
      return next;
    },
    clear: () => storage.removeItem(sessionRecordKey),
  };
}
