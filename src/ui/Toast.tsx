// A toast: a short message that comes and goes at the edge of the screen, with a close button. Tones:
// `neutral`, `positive`, `warning`, `negative` (colour and icon both say it). The live region that announces
// it is its list's (the app's toast regions), so a toast itself is a list item.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon, type IconName } from './icons';

export type ToastTone = 'neutral' | 'positive' | 'warning' | 'negative' | 'info';

const toneIcon: Partial<Record<ToastTone, IconName>> = {
  positive: 'check',
  negative: 'cross',
  warning: 'timer',
};

export interface ToastProps {
  tone?: ToastTone;
  children: ReactNode;
  onClose: () => void;
  closeLabel: string;
}

export function Toast({ tone = 'neutral', children, onClose, closeLabel }: ToastProps) {
  const icon = toneIcon[tone];
  return (
    <li className={`ui-toast ui-toast-${tone}`}>
      {icon ? <Icon name={icon} size={22} className="ui-toast-icon" /> : null}
      <span className="ui-toast-body">{children}</span>
      <Button variant="icon" icon="close" label={closeLabel} onClick={onClose} className="ui-toast-close" />
    </li>
  );
}
