// A help that is paid for (issue 16: a take-back, a fresh start, a hint in the single field): one
// design-system button that shows its price (or "free, n left"), pays first and gives the help only when
// the purchase was queued. When it cannot be bought the button is disabled and says why next to it (read
// out with the button through aria-describedby), so a keyboard or screen-reader user hears the reason too.
import './paidHelp.css';
import { useId, useState } from 'react';
import { Button, type IconName } from '../../ui';

export interface HelpAction {
  /** The button's words with the price, e.g. "Take back · 5 gold". */
  label: string;
  /** Why it cannot be bought now (not enough gold); null when it can. */
  refusal: string | null;
  /** Pays for the help; answers whether it may be given. */
  pay: () => Promise<boolean>;
}

export interface PaidHelpButtonProps {
  action: HelpAction;
  /** Gives the help once it is paid for. */
  onGranted: () => void;
  /** Not usable for another reason than the price (nothing to take back, the AI is thinking). */
  disabled?: boolean;
  icon?: IconName;
  /** Names the button in tests and styles ("takeback", "restart", "hint"). */
  name: string;
}

export function PaidHelpButton({ action, onGranted, disabled = false, icon, name }: PaidHelpButtonProps) {
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const refused = action.refusal !== null;
  const use = async () => {
    if (busy || refused || disabled) return;
    setBusy(true);
    try {
      if (await action.pay()) onGranted();
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="paid-help" data-help={name}>
      <Button
        icon={icon ?? 'coin'}
        disabled={disabled || refused}
        busy={busy}
        aria-describedby={refused ? reasonId : undefined}
        onClick={() => void use()}
      >
        {action.label}
      </Button>
      {refused ? (
        <span id={reasonId} className="paid-help-refusal" data-refused="gold">
          {action.refusal}
        </span>
      ) : null}
    </span>
  );
}
