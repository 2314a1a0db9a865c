// A list of named values (what a screen loaded), as a definition list.
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl className="facts" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className="fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
