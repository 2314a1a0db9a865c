// Every failure code the API answers with. The spec's named codes come from the domain catalogue
// (src/domain/rules/errors.ts); the rest are the server's own, documented in docs/api.md. The app shows
// `errormsg` when present, else the translation key `error.c<abs code>` (R8.07).
import { errorCodes } from '../domain/rules/errors';

export const apiErrors = {
  /** The mission, tutorial or other content asked for does not exist (R5.16: errno -2). */
  contentNotFound: -2,
  /** The body is not JSON or fails the endpoint's schema (R8.16/R8.17 decision: -1000). */
  invalidRequest: errorCodes.invalidRequest,
  /** No such account. */
  userNotFound: errorCodes.userNotFound,
  /** The account is stopped by an admin; `errormsg` is `err_use_stop` (R5.03, R8.06). */
  accountStopped: -1002,
  /** Username or password wrong; one code for both, so names cannot be probed through login. */
  badCredentials: errorCodes.wrongPassword,
  /** Not enough hearts, dice, gold or gems. */
  notEnoughBalance: errorCodes.notEnoughBalance,
  /** The grade or membership does not allow this. */
  membershipRequired: errorCodes.membershipRequired,
  /** The new password breaks a rule of spec §5 (R5.04–R5.07). */
  weakPassword: -1010,
  /** The e-mail address is not of the form of R5.09. */
  badEmail: -1011,
  /** The reset token of a lost-password mail is unknown, used or expired. */
  resetTokenInvalid: -1012,
  /** A try run's result arrived after its time limit (the group's `second`) and grace (docs/rules.md). */
  tryRunTimeUp: -1101,
  /**
   * The current password given to confirm a change inside a session (password, e-mail, phone, deletion) is
   * wrong. Login keeps -1003 for both a wrong name and a wrong password, so names cannot be probed; a
   * signed-in user already knows their name, so this answer tells them which field to fix.
   */
  wrongCurrentPassword: -1013,
  /** A trainer drill's answers came sooner than the minimum drill time after it was served (issue 15). */
  drillTooFast: -1501,
  /** A try-quest tier whose targets are not all met yet cannot be claimed (R4.10, R4.16). */
  tierNotComplete: -1201,
  /** This try-quest tier's reward was already received (R4.16). */
  tierAlreadyReceived: -1202,
  /** A permanent store item the user already owns (docs/rules.md, store). */
  itemAlreadyOwned: -1301,
  /** The statistics PIN is wrong, or none is set where one is needed (R7.53). */
  statPinWrong: -1401,
  /** Today's statistics targets are not met, so there is no daily reward yet (R7.57). */
  dailyRewardNotEarned: -1402,
  /** Today's daily reward was already claimed (R7.57). */
  dailyRewardClaimed: -1403,
  /** No statistics PIN is set yet, so there is nothing to check a PIN against; not counted as a try. */
  statPinNotSet: -1404,
  /** An event's goal is not reached yet in the window claimed (issue 16). */
  eventGoalNotMet: -1701,
  /** This event's reward for this window was already received (issue 16). */
  eventRewardClaimed: -1702,
  /** The event is not running in the window claimed, or its claims closed (issue 16). */
  eventClosed: -1703,
  /** The username is taken (R5.02, R8.05). */
  usernameTaken: errorCodes.usernameTaken,
  /** The refresh token is missing, unknown, expired or revoked: sign in again (R8.09). */
  refreshInvalid: -4011,
  /** The call needs a signed-in user and the access token is missing, invalid or expired (HTTP 401). */
  unauthorized: -4010,
  /** The caller may not do this (e.g. admin-only calls). */
  forbidden: -4030,
  /** The body names another user than the token's (DESIGN.md: never obeyed, always logged). */
  userMismatch: -4031,
  /** A cookie-authenticated write lacks the anti-forgery header or it does not match (R7.64). */
  csrfFailed: -4032,
  /** The Content-Type is not application/json (R7.01). */
  unsupportedMediaType: -4015,
  /** No endpoint at this path. */
  notFound: -4040,
  /** An Idempotency-Key was reused with a different body. */
  idempotencyConflict: -4090,
  /** Too many attempts; wait and try again. */
  tooManyRequests: -4290,
  /** The server failed; the client shows its generic failure (R8.03). */
  internal: -5000,
} as const;

export type ApiErrorName = keyof typeof apiErrors;
