// A tab strip in the WAI-ARIA pattern: one tab in the page's tab order, arrow keys (and Home/End) move
// between tabs and select them, the panel is labelled by its tab. Which tab is chosen is the caller's
// state (the study screens keep it in the session's tab indexes).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps {
  /** The strip's accessible name. */
  label: string;
  tabs: readonly { id: string; label: string }[];
  selected: number;
  onSelect: (index: number) => void;
  children: ReactNode;
}

export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const uid = useId().replace(/:/g, '');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(Math.max(0, selected), Math.max(0, tabs.length - 1));

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    onSelect(target);
    refs.current[target]?.focus();
  };

  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${uid}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${uid}-panel`}
            tabIndex={index === current ? 0 : -1}
            className="ui-tab"
            onClick={() => onSelect(index)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${uid}-panel`}
        aria-labelledby={`${uid}-tab-${current}`}
        className="ui-tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
