// Account endpoints: login, logout, refresh, registration, password / e-mail / phone changes, lost
// password and account deletion. Every change that matters asks for the password again.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  accountDelEndpoint,
  apiErrors,
  emailChangeEndpoint,
  failure,
  loginEndpoint,
  logoutEndpoint,
  passwdChange2Endpoint,
  passwdChangeEndpoint,
  passwdLostEndpoint,
  phoneChangeEndpoint,
  refreshTokenEndpoint,
  userCheckEndpoint,
  userRegEndpoint,
} from '../../src/protocol';
import {
  hasWhitespace,
  isValidEmail,
  isValidPhone,
  validatePassword,
} from '../../src/domain/rules/validation';
import { normalizeUsername, validateUsername } from '../../src/domain/rules/username';
import { USE_STOP_KEY } from '../../src/domain/rules/errors';
import { accessTokenSeconds, signAccessToken } from '../auth/accessTokens';
import { clearAuthCookies, cookieNames, setAuthCookies } from '../auth/cookies';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import {
  hashToken,
  issueRefreshFamily,
  revokeFamily,
  revokeUser,
  rotateRefreshToken,
} from '../auth/refreshTokens';
import { sealSession } from '../auth/seal';
import { clearFailures, lockedUntil, recordFailure, throttleKeys } from '../auth/throttle';
import { deleteUser, findUser, findUserByName, insertUser, updateUser, type UserRow } from '../db/users';
import { route, type UserCallContext } from './route';

const resetTokenMinutes = 30;

export function registerAuthRoutes(app: FastifyInstance): void {
  const db = app.db;

  /** Checks the password of the signed-in user under the same throttle as login. */
  async function reauthenticate(ctx: UserCallContext, password: string): Promise<UserRow | number> {
    const user = await findUser(db, ctx.userno);
    if (!user) return apiErrors.userNotFound;
    const keys = throttleKeys(ctx.ip, user.username);
    if (await lockedUntil(db, keys, ctx.nowMs)) return apiErrors.tooManyRequests;
    if (!(await verifyPassword(user.passwd_hash, password))) {
      await recordFailure(db, keys, ctx.nowMs);
      // Inside a session the name is known: say which field is wrong (login keeps one code for both).
      return apiErrors.wrongCurrentPassword;
    }
    await clearFailures(db, keys.slice(1));
    return user;
  }

  route(app, loginEndpoint, async (body, ctx) => {
    const username = normalizeUsername(body.username);
    const keys = throttleKeys(ctx.ip, username);
    if (await lockedUntil(db, keys, ctx.nowMs)) return failure(apiErrors.tooManyRequests);
    const user = await findUserByName(db, username);
    const passwordOk = await verifyPassword(user?.passwd_hash ?? (await decoyHash()), body.passwd);
    if (!user || !passwordOk) {
      await recordFailure(db, keys, ctx.nowMs);
      return failure(apiErrors.badCredentials);
    }
    await clearFailures(db, keys.slice(1));
    if (user.use_stop_flag > 0) return failure(apiErrors.accountStopped, USE_STOP_KEY);

    const refresh = await issueRefreshFamily(db, user.userno, ctx.nowMs);
    const access = await signAccessToken(
      app.keys.accessKey,
      { userno: user.userno, familyId: refresh.familyId },
      ctx.nowMs,
    );
    const data = await sealSession(app.keys.sealKey, {
      userno: user.userno,
      familyId: refresh.familyId,
      issuedAt: ctx.nowMs,
    });
    setAuthCookies(ctx.request, ctx.reply, {
      access: access.token,
      accessExp: access.exp,
      refresh: refresh.token,
      refreshExpiresAt: refresh.expiresAt,
    });
    return {
      errorcode: 0,
      userno: user.userno,
      data,
      accessToken: access.token,
      refreshToken: refresh.token,
      expiresIn: accessTokenSeconds,
    } as const;
  });

  route(app, logoutEndpoint, async (body, ctx) => {
    const token = body.refreshToken ?? ctx.request.cookies[cookieNames.refresh];
    if (ctx.familyId) await revokeFamily(db, ctx.familyId, ctx.nowMs);
    if (token) {
      const row = await db.kysely
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (row) await revokeFamily(db, row.family_id, ctx.nowMs);
    }
    clearAuthCookies(ctx.request, ctx.reply);
    return { errorcode: 0 } as const;
  });

  route(app, refreshTokenEndpoint, async (body, ctx) => {
    const token = body.refreshToken ?? ctx.request.cookies[cookieNames.refresh];
    if (!token) return failure(apiErrors.refreshInvalid);
    const rotated = await rotateRefreshToken(db, token, ctx.nowMs);
    if (!rotated.ok) {
      if (rotated.reason === 'reused') ctx.request.log.warn('refresh token reuse: family revoked');
      clearAuthCookies(ctx.request, ctx.reply);
      return failure(apiErrors.refreshInvalid);
    }
    const user = await findUser(db, rotated.userno);
    if (!user || user.use_stop_flag > 0) {
      await revokeFamily(db, rotated.familyId, ctx.nowMs);
      clearAuthCookies(ctx.request, ctx.reply);
      return user ? failure(apiErrors.accountStopped, USE_STOP_KEY) : failure(apiErrors.refreshInvalid);
    }
    const access = await signAccessToken(
      app.keys.accessKey,
      { userno: rotated.userno, familyId: rotated.familyId },
      ctx.nowMs,
    );
    setAuthCookies(ctx.request, ctx.reply, {
      access: access.token,
      accessExp: access.exp,
      refresh: rotated.token,
      refreshExpiresAt: rotated.expiresAt,
    });
    return {
      errorcode: 0,
      accessToken: access.token,
      refreshToken: rotated.token,
      expiresIn: accessTokenSeconds,
    } as const;
  });

  route(app, userCheckEndpoint, async (body) => {
    const user = await findUserByName(db, normalizeUsername(body.username));
    return { errorcode: 0, userno: user?.userno ?? 0 } as const;
  });

  route(app, userRegEndpoint, async (body, ctx) => {
    const username = normalizeUsername(body.username);
    if (validateUsername(username).length > 0) return failure(apiErrors.invalidRequest);
    if (validatePassword(body.passwd, username).length > 0) return failure(apiErrors.weakPassword);
    if (
      body.email !== '' &&
      (!isValidEmail(body.email) || validatePassword(body.passwd, body.email).length > 0)
    ) {
      return failure(isValidEmail(body.email) ? apiErrors.weakPassword : apiErrors.badEmail);
    }
    if (hasWhitespace(body.phoneno)) return failure(apiErrors.invalidRequest);
    const userno = await insertUser(db, {
      username,
      passwd_hash: await hashPassword(body.passwd),
      email: body.email,
      phoneno: body.phoneno,
      country: body.countrylso.toUpperCase().slice(0, 8),
      lang: body.lang,
      created_at: ctx.nowMs,
    });
    if (userno === null) return failure(apiErrors.usernameTaken);
    return { errorcode: 0, userno } as const;
  });

  route(app, passwdChangeEndpoint, async (body, ctx) => {
    const user = await reauthenticate(ctx, body.passwdorg);
    if (typeof user === 'number') return failure(user);
    if (validatePassword(body.passwd, user.username).length > 0) return failure(apiErrors.weakPassword);
    await updateUser(db, user.userno, { passwd_hash: await hashPassword(body.passwd) });
    // Other devices must sign in again with the new password; this one keeps its family.
    await db.kysely
      .updateTable('refresh_tokens')
      .set({ revoked_at: ctx.nowMs })
      .where('userno', '=', user.userno)
      .where('family_id', '!=', ctx.familyId)
      .where('revoked_at', 'is', null)
      .execute();
    return { errorcode: 0 } as const;
  });

  route(app, passwdChange2Endpoint, async (body, ctx) => {
    const row = await db.kysely
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashToken(body.passwdorg))
      .executeTakeFirst();
    const user = row ? await findUser(db, row.userno) : undefined;
    if (
      !row ||
      !user ||
      row.used_at !== null ||
      row.expires_at <= ctx.nowMs ||
      user.username !== normalizeUsername(body.username)
    ) {
      return failure(apiErrors.resetTokenInvalid);
    }
    if (validatePassword(body.passwd, user.username).length > 0) return failure(apiErrors.weakPassword);
    const used = await db.kysely
      .updateTable('password_resets')
      .set({ used_at: ctx.nowMs })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return failure(apiErrors.resetTokenInvalid);
    await updateUser(db, user.userno, { passwd_hash: await hashPassword(body.passwd) });
    await revokeUser(db, user.userno, ctx.nowMs);
    return { errorcode: 0 } as const;
  });

  route(app, passwdLostEndpoint, async (body, ctx) => {
    const keys = [`lost:${ctx.ip}`];
    if (await lockedUntil(db, keys, ctx.nowMs)) return failure(apiErrors.tooManyRequests);
    // Every request counts towards the limit, so the mail cannot be used to flood someone.
    await recordFailure(db, keys, ctx.nowMs);
    const user = await findUserByName(db, normalizeUsername(body.username));
    if (user && user.email !== '' && user.email.toLowerCase() === body.email.toLowerCase()) {
      const token = randomBytes(24).toString('base64url');
      await db.kysely
        .insertInto('password_resets')
        .values({
          token_hash: hashToken(token),
          userno: user.userno,
          expires_at: ctx.nowMs + resetTokenMinutes * 60_000,
          used_at: null,
        })
        .execute();
      const lang = body.lang ?? user.lang;
      await app.mailer.send({
        to: user.email,
        subject: app.t(lang, 'mail.reset.subject'),
        text: app.t(lang, 'mail.reset.body', { username: user.username, token, minutes: resetTokenMinutes }),
      });
    }
    // The same answer either way: the call does not tell whether an account exists.
    return { errorcode: 0 } as const;
  });

  route(app, emailChangeEndpoint, async (body, ctx) => {
    const user = await reauthenticate(ctx, body.passwd);
    if (typeof user === 'number') return failure(user);
    if (user.email.toLowerCase() !== body.emailorg.toLowerCase()) return failure(apiErrors.badCredentials);
    if (!isValidEmail(body.emailnew)) return failure(apiErrors.badEmail);
    await updateUser(db, user.userno, { email: body.emailnew });
    return { errorcode: 0 } as const;
  });

  route(app, phoneChangeEndpoint, async (body, ctx) => {
    const user = await reauthenticate(ctx, body.passwd);
    if (typeof user === 'number') return failure(user);
    if (!isValidPhone(body.phonenew)) return failure(apiErrors.invalidRequest);
    await updateUser(db, user.userno, { phoneno: body.phonenew });
    return { errorcode: 0 } as const;
  });

  route(app, accountDelEndpoint, async (body, ctx) => {
    const user = await reauthenticate(ctx, body.passwd);
    if (typeof user === 'number') return failure(user);
    if (user.username !== normalizeUsername(body.username)) return failure(apiErrors.badCredentials);
    await revokeUser(db, user.userno, ctx.nowMs);
    await deleteUser(db, user.userno);
    clearAuthCookies(ctx.request, ctx.reply);
    return { errorcode: 0 } as const;
  });
}
