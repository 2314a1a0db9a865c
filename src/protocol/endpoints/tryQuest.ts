// Try-quest and certificates (spec §3 R3.30–R3.34, §4 R4.09–R4.19, §7 R7.32, R7.33). The ladder's state
// with every target's progress (/api/tryquest/info, a call the spec lacks: the screen needs it), the
// reward claim, and the certificates a claim issues, with their prints (/api/kcert/print, also ours).
// Times are µs (R9.29).
import * as z from 'zod/mini';
import { endpoint, ok, userno } from '../define';
import { apiErrors } from '../errors';

const int = z.int();
const nonneg = int.check(z.nonnegative());
const tierIndex = int.check(z.minimum(1), z.maximum(10));

/** R3.33: a certificate, issued when a tier's reward is claimed. */
const kcert = z.object({
  TQIndex: int,
  /** µs: when it was issued (the claim). */
  STime: nonneg,
  /** µs: when it was first printed; 0 = not yet. */
  PTime: nonneg,
  /** The step (AStep) the tier certifies (R9.07). */
  AStep: int,
  /** The number printed on it. */
  CertNo: z.string(),
});

export const tryQuestInfoEndpoint = endpoint({
  path: '/api/tryquest/info',
  summary:
    'The ten try-quest tiers with every target and its progress, complete/received/selected flags, the reward of each tier and the receipts.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      TryQuestVector: z.array(
        z.object({
          TIndex: int,
          AStep: int,
          /** R4.10: every target met (a received tier stays complete). */
          EndFlag: z.boolean(),
          RecvFlag: z.boolean(),
          /** R4.17, R4.18: the tier the screen opens on. */
          SelectFlag: z.boolean(),
          /** R3.31, R4.11, R4.12: the trainer step to reach; BType is the type that meets it at any step. */
          BStep: z.array(z.object({ BStep: int, BType: int, met: z.boolean() })),
          /** R4.15: missions to clear in a single type (GNo 0 = any group); count is capped at JKCnt. */
          Single: z.array(z.object({ SNo: int, GNo: int, JKCnt: nonneg, count: nonneg, met: z.boolean() })),
          /** R4.13: groups to bring to gold. */
          Study: z.array(z.object({ SNo: int, GNo: int, met: z.boolean() })),
          /** R4.14: study points to reach in a ranked category; points is the user's now. */
          StudyRank: z.array(z.object({ SNo: int, Point: nonneg, points: nonneg, met: z.boolean() })),
          /** What claiming the tier gives (docs/rules.md). */
          reward: z.object({ gem: nonneg, slot: nonneg, blevel: int }),
        }),
      ),
      /** The user's trainer step and type (as /api/bpower/info). */
      BStep: int,
      BType: int,
      /** R3.32: receipts, one per received tier; date in µs. */
      TryQuestRecv: z.array(z.object({ TIndex: int, date: nonneg })),
    }),
  requirements: ['R1.11', 'R3.30', 'R3.31', 'R3.32', 'R4.09', 'R4.10', 'R4.17', 'R4.18', 'R9.07'],
  errors: [],
});

export const tryQuestRewardEndpoint = endpoint({
  path: '/api/tryquest/reward',
  summary:
    "Claim a complete tier's reward once: gems, heart slots and a rank reward counter, credited with ledger lines; issues the tier's certificate.",
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno(), tindex: tierIndex }),
  response: () =>
    ok({
      TIndex: int,
      /** R3.34: the rank reward level whose counter rose, and its count now. */
      RecvBLevel: int,
      RecvBCount: nonneg,
      /** Gems held after the claim, and gems received. */
      gem: nonneg,
      RecvGem: nonneg,
      /** heartAddSlotCount after the claim, and slots received. */
      heartSlotCount: nonneg,
      RecvSlot: nonneg,
      /** The heart maximum after the claim. */
      heartMax: nonneg,
      KCert: kcert,
    }),
  requirements: ['R4.16', 'R7.32', 'R3.34'],
  errors: [apiErrors.tierNotComplete, apiErrors.tierAlreadyReceived, apiErrors.idempotencyConflict],
});

export const kcertInfoEndpoint = endpoint({
  path: '/api/kcert/info',
  summary: "The user's certificates (one per received tier) and their reprint records.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      KCertVector: z.array(kcert),
      /** R3.33: the reprint list: every print after the first, µs. */
      KCertVector2: z.array(z.object({ TQIndex: int, PTime: nonneg })),
    }),
  requirements: ['R3.33', 'R7.33'],
  errors: [],
});

export const kcertPrintEndpoint = endpoint({
  path: '/api/kcert/print',
  summary:
    'Record a print of a certificate: the first sets its PTime, each later one adds a reprint record. -2 when the tier has no certificate.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno(), tqindex: tierIndex }),
  response: () => ok({ KCert: kcert, reprint: z.boolean(), PTime: nonneg }),
  requirements: ['R3.33'],
  errors: [apiErrors.contentNotFound, apiErrors.idempotencyConflict],
});

export const tryQuestEndpoints = [
  tryQuestInfoEndpoint,
  tryQuestRewardEndpoint,
  kcertInfoEndpoint,
  kcertPrintEndpoint,
] as const;
