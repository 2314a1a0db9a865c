// Access tokens (issue 4): verified tokens are remembered until they expire, which must not change any
// answer — an expired token is refused at the same instant as without the memory, and a token is only
// ever valid for the key that signed it.
import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenSeconds, signAccessToken, verifyAccessToken } from '../../../server/auth/accessTokens';

const key = () => createSecretKey(randomBytes(32));

describe('verifyAccessToken', () => {
  it('answers the same claims again and refuses the token from the second of its expiry', async () => {
    const k = key();
    const start = 1_800_000_000_000;
    const { token, exp } = await signAccessToken(k, { userno: 7, familyId: 'fam-1' }, start);
    expect(exp).toBe(start / 1000 + accessTokenSeconds);
    expect(await verifyAccessToken(k, token, start)).toEqual({ userno: 7, familyId: 'fam-1', exp });
    expect(await verifyAccessToken(k, token, exp * 1000 - 1)).toEqual({ userno: 7, familyId: 'fam-1', exp });
    expect(await verifyAccessToken(k, token, exp * 1000)).toBeNull();
    // Once expired it stays refused, even at an earlier clock (a test moving time around).
    expect(await verifyAccessToken(k, token, exp * 1000 + 5_000)).toBeNull();
  });

  it('never accepts a token under another key, even after it was verified under its own', async () => {
    const mine = key();
    const other = key();
    const { token } = await signAccessToken(mine, { userno: 8, familyId: 'fam-2' }, Date.now());
    expect(await verifyAccessToken(mine, token, Date.now())).not.toBeNull();
    expect(await verifyAccessToken(other, token, Date.now())).toBeNull();
  });

  it('refuses a token whose signature was changed', async () => {
    const k = key();
    const { token } = await signAccessToken(k, { userno: 9, familyId: 'fam-3' }, Date.now());
    expect(await verifyAccessToken(k, token, Date.now())).not.toBeNull();
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyAccessToken(k, forged, Date.now())).toBeNull();
  });
});
