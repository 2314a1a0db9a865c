// A card: a raised surface grouping one thing (a mission to continue, a reward, a form). `tone` tints it
// for a state (success, warning); `title` gives it a heading that also names it as a region.
import { useId, type ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  /** The heading level of the title (the screen's outline decides). */
  level?: 2 | 3;
  tone?: 'plain' | 'sunk' | 'success' | 'warning' | 'highlight';
  /** `section` names a region by its title; `div` is a plain box. */
  as?: 'section' | 'div' | 'article' | 'li';
  className?: string;
  children: ReactNode;
}

export function Card({ title, level = 2, tone = 'plain', as = 'section', className, children }: CardProps) {
  const id = useId();
  const Tag = as;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Tag
      className={['ui-card', `ui-card-${tone}`, className].filter(Boolean).join(' ')}
      aria-labelledby={title && as !== 'div' ? id : undefined}
    >
      {title ? (
        <Heading id={id} className="ui-card-title">
          {title}
        </Heading>
      ) : null}
      {children}
    </Tag>
  );
}
