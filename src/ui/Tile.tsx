// An illustrated entry to a part of the app (a section of the front gate): art, a title, a short line and,
// where there is progress to show, a ring. The tile is one link or button: pass the element that acts
// (`<Link to="/study" />`, `<button onClick>`) as `action`; the tile gives it its look and content.
import { cloneElement, type ReactElement, type ReactNode } from 'react';

export interface TileProps {
  action: ReactElement<{ className?: string; children?: ReactNode }>;
  title: ReactNode;
  description?: ReactNode;
  /** The illustration (an Icon or an SVG), decoration. */
  art: ReactNode;
  /** A ProgressRing or a badge, in the tile's corner. */
  progress?: ReactNode;
  tone?: 'wood' | 'moss' | 'sky' | 'plum' | 'sun' | 'clay';
}

export function Tile({ action, title, description, art, progress, tone = 'wood' }: TileProps) {
  return cloneElement(action, {
    className: ['ui-tile', `ui-tile-${tone}`, action.props.className].filter(Boolean).join(' '),
    children: (
      <>
        <span className="ui-tile-art" aria-hidden="true">
          {art}
        </span>
        <span className="ui-tile-words">
          <span className="ui-tile-title">{title}</span>
          {description ? <span className="ui-tile-description">{description}</span> : null}
        </span>
        {progress ? <span className="ui-tile-progress">{progress}</span> : null}
      </>
    ),
  });
}
