// The pattern trainer (issue 15): a drill is served by the server (ten positions of the student's step,
// or a theory lesson's closing questions), played on the device (offline too: the app keeps the next
// drill), and its answers come back through the outbox. The server scores them against its own pack and
// moves the step (src/domain/rules/bpower.ts). /api/bpower/info (loadSequence.ts) answers the step.
import * as z from 'zod/mini';
import { endpoint, ok, userno } from '../define';
import { apiErrors } from '../errors';
import { localizedText } from './loadSequence';

const int = z.int();
const nonneg = int.check(z.nonnegative());
const vertex = z.string().check(z.regex(/^[A-HJ-Ta-hj-t](1[0-9]|[1-9])$/));
/** Chosen by the server when it serves a drill. */
export const drillIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const trainerPositionSchema = z.object({
  id: z.string(),
  step: int,
  kind: z.enum(['best_move', 'better_shape', 'vital_point', 'stronger_group']),
  shape: z.string(),
  size: z.union([z.literal(9), z.literal(13), z.literal(19)]),
  board: z.array(z.string()),
  toMove: z.enum(['B', 'W']),
  candidates: z.array(z.object({ label: z.string(), vertex, line: z.array(vertex) })),
  answer: nonneg,
  question: localizedText,
  reason: localizedText,
  margin: z.number(),
  group: z.string(),
});
export type TrainerPositionWire = z.infer<typeof trainerPositionSchema>;

export const trainerDrillSchema = z.object({
  drillId: drillIdSchema,
  /** The step the drill was served at. */
  step: int,
  /** 0 for a drill of the ladder, else the theory lesson whose questions these are. */
  lesson: nonneg,
  positions: z.array(trainerPositionSchema),
  /** Server time (ms) it was served; the result cannot come sooner than the minimum drill time after. */
  servedAt: nonneg,
});
export type TrainerDrill = z.infer<typeof trainerDrillSchema>;

export const bpowerDrillEndpoint = endpoint({
  path: '/api/bpower/drill',
  summary:
    "Serves a drill: ten positions of the user's trainer step (or, with lesson, that theory lesson's questions), with their answers and reasons; the server remembers what it served.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), lesson: z.optional(int.check(z.minimum(0), z.maximum(999))) }),
  response: () => ok({ drill: trainerDrillSchema }),
  requirements: ['R1.09', 'R2.16', 'R3.29', 'R6.01'],
  /** -4030 with err_class_trainer_off: the student's class has the trainer turned off by its teacher. */
  errors: [apiErrors.contentNotFound, apiErrors.forbidden],
});

export const bpowerDrillResultEndpoint = endpoint({
  path: '/api/bpower/drill/result',
  summary:
    "A drill's answers (the chosen candidate per position, -1 for none): scored by the server against the drill it served, refused when sooner than the minimum drill time; a ladder drill moves the step. Answered once per drill: a repeat answers the first result.",
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({
      userno: userno(),
      drillId: drillIdSchema,
      answers: z.array(int.check(z.minimum(-1), z.maximum(3))).check(z.maxLength(10)),
    }),
  response: () =>
    ok({
      right: nonneg,
      total: nonneg,
      /** Per position: right or not. */
      marks: z.array(z.boolean()),
      stepBefore: int,
      BStep: int,
      BType: int,
      move: z.enum(['up', 'stay', 'down']),
    }),
  requirements: ['R1.09', 'R3.29', 'R4.11', 'R4.12'],
  errors: [
    apiErrors.contentNotFound,
    apiErrors.invalidRequest,
    apiErrors.drillTooFast,
    apiErrors.idempotencyConflict,
  ],
});

export const bpowerTheoryEndpoint = endpoint({
  path: '/api/bpower/theory',
  summary:
    'The theory lessons: steps on the board with text in three languages, and how many closing questions each has.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      lessons: z.array(
        z.object({
          lno: int,
          key: z.string(),
          title: localizedText,
          steps: z.array(
            z.object({
              text: localizedText,
              size: int,
              board: z.array(z.string()),
              marks: z.array(z.object({ vertex, mark: z.string() })),
            }),
          ),
          questions: nonneg,
        }),
      ),
    }),
  requirements: ['R1.09', 'R2.17'],
  errors: [],
});

export const bpowerEndpoints = [
  bpowerDrillEndpoint,
  bpowerDrillResultEndpoint,
  bpowerTheoryEndpoint,
] as const;
