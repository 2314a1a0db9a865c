// What a screen shows when it has nothing yet: art, one short sentence of what is (not) here, and the one
// thing to do next as a button or link.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export interface EmptyStateProps {
  icon: IconName;
  title: ReactNode;
  children?: ReactNode;
  /** The one next step (a Button, or a link with buttonClass). */
  action?: ReactNode;
}

export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="ui-empty">
      <span className="ui-empty-art">
        <Icon name={icon} size={56} />
      </span>
      <p className="ui-empty-title">{title}</p>
      {children ? <div className="ui-empty-text">{children}</div> : null}
      {action ? <div className="ui-empty-action">{action}</div> : null}
    </div>
  );
}
