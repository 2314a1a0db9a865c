// Academies (issue 19): teachers' classes, students added in bulk, the kiosk of a shared tablet, class
// settings. Calls the spec lacks, in its style. Every call takes the user from the token: a teacher sees
// only their own classes, an academy admin every class, a student none (-4030).
import * as z from 'zod/mini';
import { MAX_STUDENTS_PER_ADD, MAX_STUDENT_NAME } from '../../domain/rules/academy';
import { MAX_PERIOD_DAYS } from '../../domain/rules/classProgress';
import { homeworkKinds } from '../../domain/rules/homework';
import { endpoint, ok, text, userno } from '../define';
import { apiErrors } from '../errors';
import { classRankingEndpoint, homeworkItem, homeworkMineEndpoint, homeworkStatus } from './academyStudent';
import { kioskRosterEndpoint, kioskSignInEndpoint } from './kiosk';
import { localizedText } from './loadSequence';

export { classRankingEndpoint, homeworkMineEndpoint, kioskRosterEndpoint, kioskSignInEndpoint };

const int = z.int();
const id = int.check(z.positive());
const flag = z.boolean();
const className = text(64).check(z.minLength(1));
const studentName = text(MAX_STUDENT_NAME).check(z.minLength(1));

export const classSettingsSchema = z.object({
  /** Hearts don't limit single play during the membership's class hours. */
  heartsInHours: flag,
  /** Free-text chat (off by default for children: phrases only). */
  chatFreeText: flag,
  trainerOn: flag,
  liveOn: flag,
  /** The students cannot change these settings. */
  locked: flag,
  /**
   * The class sees its ranking: names and points only (off by default). Always answered; a settings change
   * without it keeps it as it was.
   */
  rankingOn: z.optional(flag),
});

const classSummary = z.object({
  classId: id,
  name: z.string(),
  teacherno: id,
  teacherName: z.string(),
  code: z.string(),
  students: z.int().check(z.nonnegative()),
  archived: z.boolean(),
  settings: classSettingsSchema,
});

const student = z.object({ userno: id, name: z.string(), username: z.string() });
const newStudent = z.object({ userno: id, name: z.string(), username: z.string(), pin: z.string() });

const manageErrors = [apiErrors.forbidden, apiErrors.notFound, apiErrors.invalidRequest] as const;

export const classListEndpoint = endpoint({
  path: '/api/class/list',
  summary:
    "The classes the caller manages: a teacher's own, every class for an academy admin; -4030 otherwise.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), archived: z.optional(z.boolean()) }),
  response: () => ok({ role: z.enum(['teacher', 'admin']), classes: z.array(classSummary) }),
  requirements: ['R6.01'],
  errors: [apiErrors.forbidden],
});

export const classCreateEndpoint = endpoint({
  path: '/api/class/create',
  summary: 'A teacher (or admin) creates a class; answers it with its join code.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), name: className }),
  response: () => ok({ class: classSummary }),
  requirements: ['R6.01'],
  errors: [apiErrors.forbidden, apiErrors.invalidRequest],
});

export const classDetailEndpoint = endpoint({
  path: '/api/class/detail',
  summary: 'One managed class: its settings, its students and the kiosk key a shared tablet is set to.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), classId: id }),
  response: () => ok({ class: classSummary, kioskKey: z.string(), students: z.array(student) }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const classAddStudentsEndpoint = endpoint({
  path: '/api/class/students/add',
  summary:
    'Add students in bulk by name: each gets a generated username and a 4-digit PIN (answered once, for the login cards); no e-mail or phone.',
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      classId: id,
      names: z.array(studentName).check(z.minLength(1), z.maxLength(MAX_STUDENTS_PER_ADD)),
    }),
  response: () => ok({ students: z.array(newStudent) }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const classResetStudentEndpoint = endpoint({
  path: '/api/class/student/reset',
  summary:
    "Give a student of a managed class a new kiosk PIN or a new password (answered once; a new password ends the student's sessions), or clear their statistics sign-off PIN so they can set a new one.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), studentno: id, what: z.enum(['pin', 'password', 'statpin']) }),
  response: () => ok({ studentno: id, pin: z.optional(z.string()), password: z.optional(z.string()) }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const classGrantTermEndpoint = endpoint({
  path: '/api/class/student/term',
  summary:
    'Grant a membership term of the term store to a student of a managed class, without payment: the membership and the grade change exactly like a purchase (booked at price 0). -2 for an item that is not a term.',
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({
      userno: userno(),
      studentno: id,
      itemId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
    }),
  response: () =>
    ok({
      studentno: id,
      itemId: z.string(),
      /** The student's grade after the grant (a term never lowers it). */
      grade: int,
      membership: z.object({ stime: int, termDay: int, type: int, weekDay: int }),
    }),
  requirements: ['R3.21', 'R6.05', 'R7.58'],
  errors: [...manageErrors, apiErrors.contentNotFound, apiErrors.idempotencyConflict],
});

export const classMoveStudentEndpoint = endpoint({
  path: '/api/class/student/move',
  summary: 'Move a student of a managed class to another managed class.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), studentno: id, toClassId: id }),
  response: () => ok({ studentno: id, classId: id }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const classArchiveEndpoint = endpoint({
  path: '/api/class/archive',
  summary:
    'Archive a managed class (or bring it back): its kiosk stops signing in; its students keep their accounts.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), classId: id, archived: z.boolean() }),
  response: () => ok({ class: classSummary }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const classSettingsEndpoint = endpoint({
  path: '/api/class/settings',
  summary: "Change a managed class's settings.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), classId: id, settings: classSettingsSchema }),
  response: () => ok({ class: classSummary }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const classJoinEndpoint = endpoint({
  path: '/api/class/join',
  summary: 'An existing account joins a class with its code (leaving any class it was in).',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), code: text(16), name: z.optional(studentName) }),
  response: () => ok({ classId: id, name: z.string() }),
  requirements: ['R6.01'],
  errors: [apiErrors.notFound, apiErrors.forbidden],
});

export const classMineEndpoint = endpoint({
  path: '/api/class/mine',
  summary: "The caller's own class as a student (its name and settings), or none; nothing of other students.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      class: z.nullable(z.object({ classId: id, name: z.string(), settings: classSettingsSchema })),
    }),
  requirements: ['R6.01'],
  errors: [],
});

export const classPromoteEndpoint = endpoint({
  path: '/api/class/promote',
  summary: 'An academy admin makes an account a teacher (or takes it back).',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), username: text(64), teacher: z.boolean() }),
  response: () => ok({ targetno: id, teacher: z.boolean() }),
  requirements: ['R6.01'],
  errors: [apiErrors.forbidden, apiErrors.userNotFound],
});

export const homeworkAssignEndpoint = endpoint({
  path: '/api/class/homework/assign',
  summary:
    'Give a managed class homework with a due time: solve `target` missions of a study or single-play group or a ninth-dan step, or puzzles of a study level; win `target` AI battles at a level or stronger; answer `target` trainer drills; or play `target` live games with classmates.',
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      classId: id,
      kind: z.enum(homeworkKinds),
      sno: z.int().check(z.nonnegative()),
      gno: z.int().check(z.nonnegative()),
      target: id,
      dueAt: z.int().check(z.positive()),
    }),
  response: () => ok({ homework: homeworkItem }),
  requirements: ['R6.01'],
  errors: [...manageErrors, apiErrors.contentNotFound],
});

export const homeworkListEndpoint = endpoint({
  path: '/api/class/homework/list',
  summary:
    "A managed class's homework, newest due first, with each student's progress computed from their recorded results.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), classId: id }),
  response: () =>
    ok({
      homework: z.array(
        z.extend(homeworkItem, {
          students: z.array(
            z.object({ userno: id, name: z.string(), done: z.int(), status: homeworkStatus }),
          ),
        }),
      ),
    }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const homeworkRemoveEndpoint = endpoint({
  path: '/api/class/homework/remove',
  summary: 'Take back homework of a managed class.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), homeworkId: id }),
  response: () => ok({ homeworkId: id }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const homeworkChoicesEndpoint = endpoint({
  path: '/api/class/homework/choices',
  summary:
    'What a teacher can give as homework: the study and single-play groups, ninth-dan steps and study levels of the content packs with their titles and mission counts, the AI levels with their battles, and the most trainer drills and live games.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      groups: z.array(
        z.object({
          kind: z.enum(['study', 'single', 'dan9', 'puzzles']),
          sno: z.int().check(z.nonnegative()),
          gno: z.int().check(z.nonnegative()),
          title: localizedText,
          /** The most missions the homework can ask for (a level's puzzles are capped). */
          missions: z.int().check(z.nonnegative()),
        }),
      ),
      /** AI levels that have AI battles at them or stronger, and the most battles a homework can ask for. */
      aiLevels: z.array(z.object({ level: id, battles: id })),
      maxDrills: id,
      maxLiveGames: id,
    }),
  requirements: ['R6.01'],
  errors: [apiErrors.forbidden],
});

const medalCounts = z.object({ gold: z.int(), silver: z.int(), bronze: z.int() });

const failingMission = z.object({
  kind: z.enum(['study', 'dan9', 'single']),
  sno: z.int(),
  gno: z.int(),
  /** The mission's place in its group, from 0. */
  jkno: z.int(),
  failures: z.int(),
  /** The category's and the group's titles from the content pack (null when the pack lacks them). */
  category: z.nullable(localizedText),
  group: z.nullable(localizedText),
  /**
   * The problem's first tries over every student (issue 14, ratings from play): how many, how many
   * solved, and its rating (1500 at the start); null for games and problems nobody has tried yet.
   */
  firstTries: z.nullable(z.object({ attempts: z.int(), solved: z.int(), rating: z.int() })),
});

const progressRequest = z.object({
  userno: userno(),
  classId: id,
  /** The period: this many academy days ending today. */
  days: z.int().check(z.minimum(1), z.maximum(MAX_PERIOD_DAYS)),
});

const studentProgress = z.object({
  userno: id,
  name: z.string(),
  username: z.string(),
  /** Answers and games won, and all answered or played, in the period (study, ninth dan, single play). */
  solved: z.int(),
  tried: z.int(),
  /** Solved of tried in percent; null when nothing was tried. */
  accuracy: z.nullable(z.int()),
  /** Time of timed runs and games in the period, in seconds. */
  seconds: z.int(),
  /** The pattern trainer's step now (40 = 30 kyu … 1); null before the first drill. */
  trainerStep: z.nullable(z.int()),
  /** Homework of the period (given before its end, due after its start) and how much was finished. */
  homeworkGiven: z.int(),
  homeworkDone: z.int(),
  /** The student's grade (R6.05); the client names it for its region with gradeNameKey. */
  grade: z.int(),
  /** Medals now, counted over the study and ninth-dan groups (R4.05). */
  medals: z.object({ study: medalCounts, dan9: medalCounts }),
  /** The highest try-quest tier received (R3.32); null before the first. */
  tier: z.nullable(z.int()),
  /** The missions failed most in the period (wrong answers and lost games), most first, at most three. */
  failing: z.array(failingMission),
  /** Solved per academy day of the period, oldest first (the first is the day of `fromMs`). */
  trend: z.array(z.int()),
});

export const classProgressEndpoint = endpoint({
  path: '/api/class/progress',
  summary:
    "A managed class's students over a period: solved, tried, accuracy, time practised, trainer step, homework finished, grade, medals, try-quest tier, the missions failed most and solved per day, from the server's own records.",
  access: 'user',
  idempotent: false,
  request: () => progressRequest,
  response: () => ok({ fromMs: z.int(), toMs: z.int(), students: z.array(studentProgress) }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const classProgressCsvEndpoint = endpoint({
  path: '/api/class/progress/csv',
  summary:
    "The class view as CSV text made on the server (RFC 4180 quoting, headers in the teacher's language), with a file name.",
  access: 'user',
  idempotent: false,
  request: () => progressRequest,
  response: () => ok({ filename: z.string(), csv: z.string() }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const studentReportEndpoint = endpoint({
  path: '/api/class/student/report',
  summary:
    "A printable progress report of a student of a managed class for their parents: the period's figures, the trainer step, and the period's homework with its status; in the student's language unless asked otherwise.",
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      studentno: id,
      days: z.int().check(z.minimum(1), z.maximum(MAX_PERIOD_DAYS)),
    }),
  response: () =>
    ok({
      name: z.string(),
      classId: id,
      className: z.string(),
      teacherName: z.string(),
      /** The student's own language (the parents'), for the report's default. */
      lang: z.string(),
      fromMs: z.int(),
      toMs: z.int(),
      progress: studentProgress,
      homework: z.array(z.extend(homeworkItem, { done: z.int(), status: homeworkStatus })),
    }),
  requirements: ['R6.01'],
  errors: manageErrors,
});

export const academyEndpoints = [
  classListEndpoint,
  classCreateEndpoint,
  classDetailEndpoint,
  classAddStudentsEndpoint,
  classResetStudentEndpoint,
  classGrantTermEndpoint,
  classMoveStudentEndpoint,
  classArchiveEndpoint,
  classSettingsEndpoint,
  classJoinEndpoint,
  classMineEndpoint,
  classRankingEndpoint,
  classPromoteEndpoint,
  kioskRosterEndpoint,
  kioskSignInEndpoint,
  homeworkAssignEndpoint,
  homeworkListEndpoint,
  homeworkRemoveEndpoint,
  homeworkMineEndpoint,
  homeworkChoicesEndpoint,
  classProgressEndpoint,
  classProgressCsvEndpoint,
  studentReportEndpoint,
] as const;
