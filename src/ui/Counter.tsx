// A wallet counter: an icon, the number, and an optional note (the next heart's timer). The kind's name is
// read out with the number ("Hearts: 4 of 5"), the icon is decoration.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export type CounterKind = 'hearts' | 'gold' | 'gems' | 'dice';

const icons: Record<CounterKind, IconName> = { hearts: 'heart', gold: 'coin', gems: 'gem', dice: 'die' };

export interface CounterProps {
  kind: CounterKind;
  /** The kind's name, read out before the value ("Hearts"). */
  label: string;
  /** The value as shown ("4/5", "1,200"). */
  value: ReactNode;
  /** A short line under the value: "next in 12:30", "full". */
  note?: ReactNode;
  /** Renders as an item of a list (the wallet bar is a list of counters). */
  as?: 'div' | 'li';
}

export function Counter({ kind, label, value, note, as = 'div' }: CounterProps) {
  const Tag = as;
  return (
    <Tag className={`ui-counter ui-counter-${kind}`}>
      <Icon name={icons[kind]} size={28} className="ui-counter-icon" />
      <span className="ui-counter-text">
        <span className="ui-visually-hidden">{label}: </span>
        <span className="ui-counter-value">{value}</span>
        {note ? <span className="ui-counter-note">{note}</span> : null}
      </span>
    </Tag>
  );
}
