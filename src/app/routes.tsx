// The route tree of spec §2 (R2.01–R2.28): the main layout at / with every screen of the spec, the auth
// layout at /auth with sign-in, and the not-found page for anything else. Routes carry no parameters: the
// screens keep their context in session state (R2.29, R2.30). Every screen is its own lazily loaded chunk.
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
  type ParsedLocation,
} from '@tanstack/react-router';
import type { Guard } from './guard/guard';
import { AuthLayout } from './AuthLayout';
import { MainLayout } from './MainLayout';
import { NotFound } from './NotFound';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { parseAccountPanel, type AccountPanel } from '../features/account/panels';
import { parseAuthView, type AuthView } from '../features/auth/views';

export interface RouterContext {
  guard: Guard;
  /** The location of the screen being left (null on the first navigation of a page load). */
  resolvedLocation: () => ParsedLocation | null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/** R2.01, R2.31: the main layout; its beforeLoad is the guard of every screen under it. */
const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: MainLayout,
  beforeLoad: async ({ context, location, preload }) => {
    if (preload) return;
    const from = context.resolvedLocation();
    // A change of search only (an account panel opening) is not a move to another screen.
    if (from && from.pathname === location.pathname) return;
    const decision = await context.guard.check({ to: location.pathname, from: from?.pathname ?? null });
    if (decision.kind === 'redirect') throw redirect({ to: decision.to, replace: true });
    if (decision.kind === 'cancel' && from) throw redirect({ href: from.href, replace: true });
  },
});

const lazy = {
  frontGate: lazyRouteComponent(() => import('../features/frontgate/FrontGate'), 'FrontGate'),
  signIn: lazyRouteComponent(() => import('../features/auth/SignInScreen'), 'SignInScreen'),
  kiosk: lazyRouteComponent(() => import('../features/academy/KioskScreen'), 'KioskScreen'),
  teacher: lazyRouteComponent(() => import('../features/academy/TeacherScreen'), 'TeacherScreen'),
  report: lazyRouteComponent(() => import('../features/academy/ReportScreen'), 'ReportScreen'),
  student: lazyRouteComponent(() => import('../features/academy/StudentScreen'), 'StudentScreen'),
  study: (
    name:
      | 'StudyHome'
      | 'StudyGroup'
      | 'StudyMission'
      | 'StudyField'
      | 'StudyTryField'
      | 'StudyRankField'
      | 'TestField',
  ) => lazyRouteComponent(() => import('../features/study/StudyScreens'), name),
  single: (
    name:
      | 'SingleHome'
      | 'SingleGroup'
      | 'SingleMission'
      | 'SingleField'
      | 'DiceGroup'
      | 'DiceMission'
      | 'DiceField',
  ) => lazyRouteComponent(() => import('../features/single/SingleScreens'), name),
  dan9: (name: 'Dan9Home' | 'Dan9Mission' | 'Dan9Field' | 'Dan9TryField' | 'Dan9RankField') =>
    lazyRouteComponent(() => import('../features/dan9/Dan9Screens'), name),
  bpower: (name: 'BpowerField' | 'BpowerTheoryField') =>
    lazyRouteComponent(() => import('../features/bpower/BpowerScreens'), name),
  multi: (name: 'MultiList' | 'FriendList') =>
    lazyRouteComponent(() => import('../features/multi/MultiScreens'), name),
};

type ScreenComponent = ReturnType<typeof lazy.study>;

function screen<const TPath extends string>(path: TPath, component: ScreenComponent) {
  return createRoute({ getParentRoute: () => mainLayoutRoute, path, component });
}

/** R2.02: the front gate; `panel` opens an account panel over it (docs/client.md). */
const frontGateRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/',
  component: lazy.frontGate,
  validateSearch: (search: Record<string, unknown>): { panel?: AccountPanel } => {
    const panel = parseAccountPanel(search.panel);
    return panel ? { panel } : {};
  },
});

/** R2.26: the auth layout. */
const authLayoutRoute = createRoute({ getParentRoute: () => rootRoute, path: 'auth', component: AuthLayout });

/** R2.27: sign-in; `view` switches to registration and password recovery on the same screen. */
const signInRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'sign-in',
  component: lazy.signIn,
  validateSearch: (search: Record<string, unknown>): { view?: AuthView; username?: string } => {
    const view = parseAuthView(search.view);
    const username = typeof search.username === 'string' ? search.username.slice(0, 64) : undefined;
    return { ...(view ? { view } : {}), ...(username ? { username } : {}) };
  },
});

/** Issue 19: a shared tablet's class screen; `k` (from a login card) sets the class, `s` picks the student. */
const kioskRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'kiosk',
  component: lazy.kiosk,
  validateSearch: (search: Record<string, unknown>): { k?: string; s?: number } => {
    const k = typeof search.k === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(search.k) ? search.k : undefined;
    const s = Number(search.s);
    return { ...(k ? { k } : {}), ...(Number.isInteger(s) && s > 0 ? { s } : {}) };
  },
});

/** Issue 19: the teacher's classes; `class` opens one. */
const teacherRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'teacher',
  component: lazy.teacher,
  validateSearch: (search: Record<string, unknown>): { class?: number } => {
    const id = Number(search.class);
    return Number.isInteger(id) && id > 0 ? { class: id } : {};
  },
});

/** Issue 19: which student, over how many days (the class view's detail page and report). */
function studentSearch(search: Record<string, unknown>): { student?: number; days?: number } {
  const student = Number(search.student);
  const days = Number(search.days);
  return {
    ...(Number.isInteger(student) && student > 0 ? { student } : {}),
    ...(Number.isInteger(days) && days >= 1 && days <= 366 ? { days } : {}),
  };
}

/** Issue 19: a student's printable progress report for their parents, over the last `days` days. */
const reportRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'teacher/report',
  component: lazy.report,
  validateSearch: studentSearch,
});

/** Issue 19: one student of a managed class over the last `days` days (figures, chart, missed missions). */
const studentRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'teacher/student',
  component: lazy.student,
  validateSearch: studentSearch,
});

/** /auth alone goes to sign-in. */
const authIndexRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/auth/sign-in', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  mainLayoutRoute.addChildren([
    frontGateRoute,
    screen('study', lazy.study('StudyHome')), // R2.03
    screen('study/group', lazy.study('StudyGroup')), // R2.04
    screen('study/group/mission', lazy.study('StudyMission')), // R2.05
    screen('study/group/mission/field', lazy.study('StudyField')), // R2.06
    screen('study/group/mission/tryfield', lazy.study('StudyTryField')), // R2.07
    screen('study/rank/field', lazy.study('StudyRankField')), // R2.08
    screen('single', lazy.single('SingleHome')), // R2.09
    screen('single/group', lazy.single('SingleGroup')), // R2.10
    screen('single/group/mission', lazy.single('SingleMission')), // R2.11
    screen('single/group/mission/field', lazy.single('SingleField')), // R2.12
    screen('dice/group', lazy.single('DiceGroup')), // R2.13
    screen('dice/group/mission', lazy.single('DiceMission')), // R2.14
    screen('dice/group/mission/field', lazy.single('DiceField')), // R2.15
    screen('bpower/field', lazy.bpower('BpowerField')), // R2.16
    screen('bpower/theory/field', lazy.bpower('BpowerTheoryField')), // R2.17
    screen('multi/list', lazy.multi('MultiList')), // R2.18
    screen('multi/friend/list', lazy.multi('FriendList')), // R2.19
    screen('dan9', lazy.dan9('Dan9Home')), // R2.20
    screen('dan9/mission', lazy.dan9('Dan9Mission')), // R2.21
    screen('dan9/mission/field', lazy.dan9('Dan9Field')), // R2.22
    screen('dan9/mission/tryfield', lazy.dan9('Dan9TryField')), // R2.23
    screen('dan9/rank/field', lazy.dan9('Dan9RankField')), // R2.24
    screen('field', lazy.study('TestField')), // R2.25
    teacherRoute,
    reportRoute,
    studentRoute,
  ]),
  authLayoutRoute.addChildren([authIndexRoute, signInRoute, kioskRoute]),
]);

/** Every screen path of spec §2 under the main layout, for tests and the front gate's entries. */
export const screenPaths = [
  '/',
  '/study',
  '/study/group',
  '/study/group/mission',
  '/study/group/mission/field',
  '/study/group/mission/tryfield',
  '/study/rank/field',
  '/single',
  '/single/group',
  '/single/group/mission',
  '/single/group/mission/field',
  '/dice/group',
  '/dice/group/mission',
  '/dice/group/mission/field',
  '/bpower/field',
  '/bpower/theory/field',
  '/multi/list',
  '/multi/friend/list',
  '/dan9',
  '/dan9/mission',
  '/dan9/mission/field',
  '/dan9/mission/tryfield',
  '/dan9/rank/field',
  '/field',
] as const;
