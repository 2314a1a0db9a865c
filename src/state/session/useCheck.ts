// The usage check of the first navigation (R2.35, R2.36, R7.34). A refusal carries the server's message,
// if any; an unreachable server is not a refusal (offline start, DESIGN.md); any other failure without a
// code of its own is -4003 (R8.04).
import { usecheckEndpoint } from '../../protocol';
import { errorCodes } from '../../domain/rules/errors';
import { genericFailureCode } from '../../io/api/result';
import type { SessionDeps } from './deps';

export type UseCheckResult =
  | { kind: 'ok'; membershipStatus: number }
  | { kind: 'unreachable' }
  | { kind: 'refused'; code: number; message: string | null };

export async function runUseCheck(deps: Pick<SessionDeps, 'api'>): Promise<UseCheckResult> {
  const userno = deps.api.sessions.read()?.userno;
  const answer = await deps.api.call(usecheckEndpoint, userno === undefined ? {} : { userno });
  if (answer.ok) return { kind: 'ok', membershipStatus: answer.value.membershipStatus };
  if (answer.unreachable) return { kind: 'unreachable' };
  // R8.04: a usage check that failed without a code of its own is -4003.
  const code = answer.code === genericFailureCode ? errorCodes.startupFailure : answer.code;
  return { kind: 'refused', code, message: answer.message };
}
