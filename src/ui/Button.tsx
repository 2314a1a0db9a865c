// The one button of the app. Variants: `primary` (the one main action of a screen, big and warm),
// `secondary` (other actions), `quiet` (low-key actions beside content: cancel, close, show more), `danger`
// (destructive, after a confirmation), `choice` (one of a set of options, such as a day or a tier: a wide
// light box, selected when aria-pressed), `chip` (one of a row of short ready-made words to tap, such as the
// chat phrases: a light rounded pill that wraps with its neighbours), `icon` (a square button showing only an icon: it must have a
// label, read out and shown as a tooltip). Every button is at least 48 px in both directions and shows its focus.
// A link that looks like a button takes `buttonClass(...)` (navigation stays a link for screen readers).
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'choice' | 'chip' | 'icon';
/** `fold`: on a phone (below 48rem) the button folds to its art, centred with little side padding (the
 * try-quest ladder's badges). */
export type ButtonSize = 'md' | 'lg' | 'fold';

/** The classes of a button of this look, for a router link that should look like one. */
export function buttonClass(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
  block = false,
): string {
  return [
    'ui-button',
    `ui-button-${variant}`,
    size === 'lg' ? 'ui-button-lg' : size === 'fold' ? 'ui-button-fold' : '',
    block ? 'ui-button-block' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

type Native = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>;

interface CommonProps extends Native {
  size?: ButtonSize;
  /** Takes the whole width of its container (phones: the one main action). */
  block?: boolean;
  /** Marks the button as working: it is disabled and says so (aria-busy). */
  busy?: boolean;
  /** An extra class for layout only (margins, grid placement), never for colours or sizes. */
  className?: string;
}

export type ButtonProps =
  | (CommonProps & {
      variant?: Exclude<ButtonVariant, 'icon'>;
      /** An icon before the words. */
      icon?: IconName;
      children: ReactNode;
      label?: undefined;
    })
  | (CommonProps & {
      variant: 'icon';
      icon: IconName;
      /** The button's name (aria-label and tooltip): an icon alone says nothing to a screen reader. */
      label: string;
      children?: undefined;
    });

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const {
    variant = 'secondary',
    size = 'md',
    block = false,
    busy = false,
    icon,
    label,
    className,
    children,
    ...rest
  } = props;
  const classes = [buttonClass(variant, size, block), className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      className={classes}
      disabled={rest.disabled || busy}
      aria-busy={busy || rest['aria-busy'] || undefined}
      aria-label={variant === 'icon' ? label : rest['aria-label']}
      title={variant === 'icon' ? label : rest.title}
    >
      {icon ? <Icon name={icon} size={variant === 'icon' ? 26 : 22} /> : null}
      {variant === 'icon' ? null : <span className="ui-button-text">{children}</span>}
    </button>
  );
});
