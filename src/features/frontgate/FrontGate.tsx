// The front gate (R2.02): the hub. A greeting with the menu (settings and account), the wallet as a bar of
// counters (hearts with the recharge countdown, gold, gems, dice), a class student's homework, the next
// mission to continue, today's goal and streak, an illustrated tile for every section, and events. `?panel=` opens an account or section panel on top of
// the hub. The study info behind the Continue card and the study tile is the kept copy, asked again from
// the server each time the gate opens, with this tab's unconfirmed results laid over it.
import './frontgate.css';
import { Link, getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClass } from '../../ui';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../common/useBundle';
import { useStudyInfo } from '../study/useStudyInfo';
import { useStudyNotes } from '../study/useStudyContext';
import { ContinueCard } from './ContinueCard';
import { Events } from './Events';
import { ClassRankingCard } from './ClassRankingCard';
import { GateMenu } from './GateMenu';
import { SectionEntries } from './SectionEntries';
import { TodayCard } from './TodayCard';
import { Wallet } from './Wallet';

// The account panels (forms, settings, the shop's and statistics' entries) load when one is opened: the
// front gate's first load does not build them (issue 13). Their chunk is precached for offline use.
const AccountPanelView = lazy(() =>
  import('../account/AccountPanelView').then((m) => ({ default: m.AccountPanelView })),
);

// A class student's homework: its code reads the queued results of every kind of play (their schemas), so
// it loads beside the first screen instead of in it; the card shows once the homework has arrived anyway.
const HomeworkCard = lazy(() => import('./HomeworkCard').then((m) => ({ default: m.HomeworkCard })));

const route = getRouteApi('/main/');

export function FrontGate() {
  const { t } = useTranslation();
  const { panel } = route.useSearch();
  const bundle = useBundle();
  const name = bundle?.dedata.userinfo.username;
  const study = useStudyInfo().value;
  const notes = useStudyNotes();
  return (
    <section className="front-gate" aria-labelledby="front-gate-title">
      {/* The screen's name for screen readers; the eye gets the greeting. */}
      <h1 id="front-gate-title" className="ui-visually-hidden">
        {t('frontGate.title')}
      </h1>
      <div className="gate-top">
        <div className="gate-hello">
          <p className="gate-greeting">
            {name ? t('frontGate.greeting', { name }) : t('frontGate.greetingGuest')}
          </p>
          <p className="gate-tagline">{t('frontGate.tagline')}</p>
        </div>
        <GateMenu />
      </div>
      <Wallet />
      {panel ? (
        <Suspense fallback={null}>
          <AccountPanelView panel={panel} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <HomeworkCard />
      </Suspense>
      <ClassRankingCard />
      <ContinueCard info={study} notes={notes} />
      <TodayCard />
      <SectionEntries studyInfo={study} notes={notes} />
      {bundle && (bundle.dedata.userinfo.teacherFlag !== 0 || bundle.dedata.userinfo.adminFlag !== 0) ? (
        <p>
          <Link to="/teacher" className={buttonClass('secondary', 'lg')}>
            {t('academy.teacher.open')}
          </Link>
        </p>
      ) : null}
      <Events />
    </section>
  );
}
