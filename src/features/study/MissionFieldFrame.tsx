// What the study and single mission fields share around their board: the note shown until the mission is
// ready (loading, not published with the way back to the missions, or the failure with retry), and the
// section with the mission's title and prompt. Each section passes its own labels and route.
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui';
import { LoadFailed, LoadingNote } from '../common/LoadStatus';

/** A mission load that has not (yet) given a mission. */
type MissionNotReadyState = (
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: { code: number; message?: string | null } }
) & { reload: () => void };

export function MissionNotReady({
  mission,
  notFoundText,
  backLabel,
  backTo,
}: {
  mission: MissionNotReadyState;
  /** Why there is no mission ("This mission is not published yet."). */
  notFoundText: string;
  /** The link back to the section's mission list. */
  backLabel: string;
  backTo: NonNullable<LinkProps['to']>;
}) {
  switch (mission.status) {
    case 'loading':
      return <LoadingNote />;
    case 'notFound':
      return (
        <div className="empty-note">
          <p>{notFoundText}</p>
          <p>
            <Link to={backTo}>{backLabel}</Link>
          </p>
        </div>
      );
    case 'failed':
      return <LoadFailed error={mission.error} onRetry={mission.reload} />;
  }
}

export function MissionFieldFrame({
  className,
  missionIndex,
  kind,
  title,
  prompt,
  level,
  toPlay,
  children,
}: {
  /** Classes beside `mission-field` (a section's own look). */
  className?: string;
  missionIndex: number;
  /** The mission's kind, for sections that have several (problem, capture, game). */
  kind?: string;
  title: string;
  prompt: string;
  /** The problem's kyu estimate as text ("About 22 kyu"), when it has one. */
  level?: string;
  /** The side to move, shown as a stone before the prompt. */
  toPlay?: 'black' | 'white';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={className ? `mission-field ${className}` : 'mission-field'}
      aria-labelledby="mission-title"
      data-mission={missionIndex}
      data-kind={kind}
    >
      {/* One short line above the board: the side to move as a stone, the title, the prompt. */}
      <div className="board-prompt">
        {toPlay ? (
          <Icon
            name={toPlay === 'black' ? 'stone-black' : 'stone-white'}
            size={30}
            label={t(`mission.toPlay.${toPlay}`)}
          />
        ) : null}
        <h2 id="mission-title">{title}</h2>
        {level === undefined ? null : <span className="mission-level">{level}</span>}
        <p className="mission-prompt">{prompt}</p>
      </div>
      {children}
    </section>
  );
}
