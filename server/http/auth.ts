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
  familyOfRefreshToken,
  hashToken,
  issueRefreshFamily,
  liveFamiliesOf,
  revokeFamily,
  revokeUser,
  rotateRefreshToken,
} from '../auth/refreshTokens';
import { familyOfSignOutToken, sessionProof, signOutToken } from '../auth/sessionProof';
import { sealSession } from '../auth/seal';
import {
  clearLoginFailures,
  lockedUntil,
  loginKeys,
  loginRefused,
  recordFailure,
  recordLoginFailure,
} from '../auth/throttle';
import { deleteUser, findUser, findUserByName, insertUser, updateUser, type UserRow } from '../db/users';
import { passesAntiForgery, route, showsSessionProof, type CallContext, type UserCallContext } from './route';

const resetTokenMinutes = 30;

export function registerAuthRoutes(app: FastifyInstance): void {
  const db = app.db;

  /** Checks the password of the signed-in user under the same throttle as login. */
  async function reauthenticate(ctx: UserCallContext, password: string): Promise<UserRow | number> {
    const user = await findUser(db, ctx.userno);
    if (!user) return apiErrors.userNotFound;
    const keys = loginKeys(ctx.ip, user.username);
    if (await loginRefused(db, keys, ctx.nowMs)) return apiErrors.tooManyRequests;
    if (!(await verifyPassword(user.passwd_hash, password))) {
      await recordLoginFailure(db, keys, ctx.nowMs);
      // Inside a session the name is known: say which field is wrong (login keeps one code for both).
      return apiErrors.wrongCurrentPassword;
    }
    await clearLoginFailures(db, keys);
    return user;
  }

  route(app, loginEndpoint, async (body, ctx) => {
    const username = normalizeUsername(body.username);
    const keys = loginKeys(ctx.ip, username);
    if (await loginRefused(db, keys, ctx.nowMs)) return failure(apiErrors.tooManyRequests);
    const user = await findUserByName(db, username);
    const passwordOk = await verifyPassword(user?.passwd_hash ?? (await decoyHash()), body.passwd);
    if (!user || !passwordOk) {
      await recordLoginFailure(db, keys, ctx.nowMs);
      return failure(apiErrors.badCredentials);
    }
    await clearLoginFailures(db, keys);
    if (user.use_stop_flag > 0) return failure(apiErrors.accountStopped, USE_STOP_KEY);

    return startSession(app, ctx, user.userno);
  });

  /** Ends families on the server and tells the realtime socket to drop their connections. */
  async function endFamilies(familyIds: readonly string[], nowMs: number): Promise<void> {
    for (const familyId of familyIds) await revokeFamily(db, familyId, nowMs);
    if (familyIds.length > 0) app.sessionEnds.notify({ kind: 'families', familyIds });
  }

  route(app, logoutEndpoint, async (body, ctx) => {
    const cookieToken = ctx.request.cookies[cookieNames.refresh];
    const cookieFamily = cookieToken ? await familyOfRefreshToken(db, cookieToken) : null;
    let ended: string[];
    if (body.signOut !== undefined) {
      // A sign-out token ends its own family only: it may arrive late, from the outbox, on a tablet where
      // another student has signed in since, whose session must live on.
      const familyId = familyOfSignOutToken(app.keys.proofKey, body.signOut);
      ended = familyId ? [familyId] : [];
    } else {
      ended = [ctx.familyId, cookieFamily].filter((f): f is string => f !== null);
    }
    await endFamilies([...new Set(ended)], ctx.nowMs);
    // R7.63: the cookies go unless they belong to a session this call did not end.
    if (cookieFamily === null || ended.includes(cookieFamily)) clearAuthCookies(ctx.request, ctx.reply);
    return { errorcode: 0 } as const;
  });

  route(app, refreshTokenEndpoint, async (_body, ctx) => {
    const token = ctx.request.cookies[cookieNames.refresh];
    if (!token) return failure(apiErrors.refreshInvalid);
    // The refresh token rides in a cookie, so the call needs what a cookie-authenticated call needs: the
    // anti-forgery header, and the proof the device holds while its session lives.
    if (!passesAntiForgery(ctx.request)) return failure(apiErrors.csrfFailed);
    const familyId = await familyOfRefreshToken(db, token);
    if (familyId === null || !showsSessionProof(app, ctx.request, familyId)) {
      clearAuthCookies(ctx.request, ctx.reply);
      return failure(apiErrors.refreshInvalid);
    }
    const rotated = await rotateRefreshToken(db, token, ctx.nowMs);
    if (!rotated.ok) {
      if (rotated.reason === 'reused') {
        ctx.request.log.warn('refresh token reuse: family revoked');
        app.sessionEnds.notify({ kind: 'families', familyIds: [familyId] });
      }
      clearAuthCookies(ctx.request, ctx.reply);
      return failure(apiErrors.refreshInvalid);
    }
    const user = await findUser(db, rotated.userno);
    if (!user || user.use_stop_flag > 0) {
      await endFamilies([rotated.familyId], ctx.nowMs);
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
    return { errorcode: 0, accessToken: access.token, expiresIn: accessTokenSeconds } as const;
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
    // Other devices (their tokens, cookies, replay grants and sockets) must sign in again with the new
    // password; this one keeps its family.
    const others = (await liveFamiliesOf(db, user.userno, ctx.nowMs)).filter((f) => f !== ctx.familyId);
    await endFamilies(others, ctx.nowMs);
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
    app.sessionEnds.notify({ kind: 'user', userno: user.userno });
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
      // A new code ends the older ones: only the latest mail can reset the password.
      await db.kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('password_resets').where('userno', '=', user.userno).execute();
        await trx
          .insertInto('password_resets')
          .values({
            token_hash: hashToken(token),
            userno: user.userno,
            expires_at: ctx.nowMs + resetTokenMinutes * 60_000,
            used_at: null,
          })
          .execute();
      });
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
    app.sessionEnds.notify({ kind: 'user', userno: user.userno });
    clearAuthCookies(ctx.request, ctx.reply);
    return { errorcode: 0 } as const;
  });
}

/**
 * Opens a session for a user who proved who they are (password login, kiosk PIN): a new refresh family,
 * the token cookies, and the answer of /api/login.
 */
export async function startSession(app: FastifyInstance, ctx: CallContext, userno: number) {
  const db = app.db;
  const user = { userno };
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
  // The refresh token stays in its HttpOnly cookie; the device keeps the proof and the sign-out token.
  return {
    errorcode: 0,
    userno: user.userno,
    data,
    accessToken: access.token,
    expiresIn: accessTokenSeconds,
    proof: sessionProof(app.keys.proofKey, refresh.familyId),
    signOut: signOutToken(app.keys.proofKey, refresh.familyId),
  } as const;
}
