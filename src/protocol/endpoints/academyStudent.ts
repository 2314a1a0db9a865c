// A student's side of the academy (issue 19) that the front gate shows: their class ranking and their
// homework. Their own module, apart from the teachers' calls: the front gate imports these, and importing
// them must not build every academy schema on its first load (issue 13).
import * as z from 'zod/mini';
import { homeworkKinds } from '../../domain/rules/homework';
import { endpoint, ok, userno } from '../define';
import { localizedText } from './loadSequence';

const id = z.int().check(z.positive());

export const classRankingEndpoint = endpoint({
  path: '/api/class/ranking',
  summary:
    "The caller's class ranking as a student, when their teacher turned it on: each classmate's name and study points, most first, the caller marked; nothing else of other students. Off (and empty) otherwise.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      on: z.boolean(),
      entries: z.array(z.object({ name: z.string(), points: z.int(), me: z.boolean() })),
    }),
  requirements: ['R6.01'],
  errors: [],
});

export const homeworkStatus = z.enum(['open', 'done', 'late', 'missed']);

export const homeworkItem = z.object({
  homeworkId: id,
  classId: id,
  kind: z.enum(homeworkKinds),
  /**
   * Where (domain/rules/homework.ts): the study or single-play category and group; the ninth-dan step
   * (dan9); the study category as the level (puzzles); the weakest AI level that counts (aiBattle); 0 and
   * 0 for the trainer and live games.
   */
  sno: z.int().check(z.nonnegative()),
  gno: z.int().check(z.nonnegative()),
  /** Missions to solve, AI battles to win, trainer drills to answer or live games to play. */
  target: id,
  dueAt: z.int(),
  createdAt: z.int(),
  /** The group's, step's or level's title from the content pack, in each language (null for the rest). */
  title: z.nullable(localizedText),
  /** A ninth-dan step's number of parts (issue 14), so a part is named "Step 6 · part 1 of 3"; dan9 only. */
  parts: z.optional(z.int().check(z.positive())),
});

export const homeworkMineEndpoint = endpoint({
  path: '/api/homework/mine',
  summary:
    "The caller's homework as a student (their class's, due in the last two weeks or later) with their own progress; nothing of other students.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      homework: z.array(
        z.extend(homeworkItem, {
          done: z.int(),
          status: homeworkStatus,
          /**
           * What already counts while the homework is not done (a mission "sno:gno:jkno", a drill's or a
           * game's id), so the app can add the results still waiting in its outbox without counting one twice.
           * Empty in an answer cached before it existed.
           */
          counted: z._default(z.array(z.string()), []),
        }),
      ),
    }),
  requirements: ['R6.01'],
  errors: [],
});
