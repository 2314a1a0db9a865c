// The frame of a section screen: its title (the page's one h1), where it belongs, what it loaded, and the
// ways in and out (the screens below it and back up). Later issues put the section's play inside.
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointData } from './useEndpointData';
import { LoadFailed, LoadingNote } from './LoadStatus';
import { buttonClass, Icon } from '../../ui';

export interface ScreenLink {
  to: NonNullable<LinkProps['to']>;
  label: string;
  onClick?: () => void;
}

export interface SectionScreenProps {
  title: string;
  section: string;
  intro?: string;
  /** Where "back" goes. */
  back: ScreenLink;
  links?: readonly ScreenLink[];
  /**
   * A screen around a board: its heading lines take one short row, so the board and the prompt fit on a
   * tablet or a phone without scrolling (issue 22).
   */
  compact?: boolean;
  children?: ReactNode;
}

export function SectionScreen({
  title,
  section,
  intro,
  back,
  links = [],
  compact = false,
  children,
}: SectionScreenProps) {
  const { t } = useTranslation();
  return (
    <section
      className={compact ? 'screen screen-compact' : 'screen'}
      aria-labelledby="screen-title"
      data-section={section}
    >
      <p className="screen-section">{section}</p>
      <h1 id="screen-title">{title}</h1>
      {intro ? <p className="screen-intro">{intro}</p> : null}
      {children}
      {links.length > 0 ? (
        <nav aria-label={t('screen.next')}>
          <ul className="screen-links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={link.onClick} className={buttonClass('secondary')}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="screen-back">
        <Link to={back.to} className={buttonClass('quiet')}>
          <Icon name="arrow-left" size={20} />
          {back.label}
        </Link>
      </p>
    </section>
  );
}

/** Shows loading, failure (with retry) or the loaded content of useEndpointData. */
export function Loaded<T>({
  data,
  children,
}: {
  data: EndpointData<T> & { reload: () => void };
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data.status === 'loading') {
    return <LoadingNote />;
  }
  if (data.status === 'failed') {
    return <LoadFailed error={data.error} onRetry={data.reload} />;
  }
  return (
    <>
      {data.offline ? <p className="offline-note">{t('screen.offlineCopy')}</p> : null}
      {children(data.value)}
    </>
  );
}
