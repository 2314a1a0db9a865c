// The design system (issue 13): tokens (tokens.css, loaded by the app's entry) and the components every
// screen uses. Screens import from here, never from the files inside; docs/design.md says which to use when.
import './ui.css';

export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { Card, type CardProps } from './Card';
export { Counter, type CounterKind, type CounterProps } from './Counter';
export { Dialog, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Icon, IconSprite, iconNames, type IconName, type IconProps } from './icons';
export { MedalBadge, type MedalTier, type MedalBadgeProps } from './MedalBadge';
export { ProgressRing, type ProgressRingProps } from './ProgressRing';
export { StarRow, type StarRowProps } from './StarRow';
export { Stepper, type StepState, type StepperProps } from './Stepper';
export { Tabs, type TabsProps } from './Tabs';
export { Tile, type TileProps } from './Tile';
export { Toast, type ToastProps, type ToastTone } from './Toast';
