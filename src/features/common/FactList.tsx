// A list of named values (what a screen loaded), as a definition list.
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({
  facts,
  label,
  className,
}: {
  facts: readonly Fact[];
  label?: string;
  /** `facts-rows`: one row each, the label before the value (a settings-like list). */
  className?: string;
}) {
  return (
    <dl className={['facts', className].filter(Boolean).join(' ')} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className="fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
