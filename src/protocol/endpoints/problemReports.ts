// Problem reports (issue 14): anyone signed in flags a problem of the packs (wrong answer, missing answer,
// unclear text) with the moves they played and a short note; academy admins list the reports. Calls the
// spec lacks, in its style; the user comes from the token.
import * as z from 'zod/mini';
import {
  MAX_REPORT_MOVES,
  MAX_REPORT_NOTE,
  REPORT_MOVE_PATTERN,
  problemReportKinds,
} from '../../domain/content/problemReports';
import { PROBLEM_ID_PATTERN } from '../../domain/content/problemIds';
import { endpoint, ok, text, userno } from '../define';
import { apiErrors } from '../errors';

const problemId = z.string().check(z.maxLength(160), z.regex(PROBLEM_ID_PATTERN));
const reportKind = z.enum(problemReportKinds);
const move = z.string().check(z.maxLength(4), z.regex(REPORT_MOVE_PATTERN));

export const problemReportEndpoint = endpoint({
  path: '/api/problem/report',
  summary:
    'Flag a problem of the packs (by its id, e.g. "study/ip-g01-m0"): what is wrong, the moves played and an optional short note. At most 20 an hour per user (-4290).',
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({
      userno: userno(),
      problemId,
      kind: reportKind,
      note: z.optional(text(MAX_REPORT_NOTE)),
      moves: z.array(move).check(z.maxLength(MAX_REPORT_MOVES)),
    }),
  response: () => ok({ reportId: z.int().check(z.positive()) }),
  requirements: ['R1.02'],
  errors: [apiErrors.contentNotFound, apiErrors.invalidRequest, apiErrors.tooManyRequests],
});

export const problemReportSchema = z.object({
  reportId: z.int().check(z.positive()),
  problemId: z.string(),
  kind: reportKind,
  note: z.string(),
  moves: z.array(z.string()),
  userno: z.int().check(z.positive()),
  username: z.string(),
  /** Milliseconds since 1970. */
  createdAt: z.number(),
  /** The problem is on the withdrawn list (server/content/withdrawn.json). */
  withdrawn: z.boolean(),
});

export const problemReportListEndpoint = endpoint({
  path: '/api/problem/reports',
  summary:
    'The newest problem reports (at most 200), or those of one problem: academy admins only (-4030 otherwise).',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), problemId: z.optional(problemId) }),
  response: () => ok({ reports: z.array(problemReportSchema) }),
  requirements: ['R6.01'],
  errors: [apiErrors.forbidden],
});

export const problemReportEndpoints = [problemReportEndpoint, problemReportListEndpoint] as const;
