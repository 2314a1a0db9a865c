// The design system (issue 13): tokens (tokens.css) and the components every screen uses, styled by ui.css;
// both stylesheets are the app entry's (src/main.tsx), inlined into index.html with the first screen's.
// Screens import from here, never from the files inside; docs/design.md says which to use when.

export { AnswerOverlay, type AnswerOverlayProps } from './AnswerOverlay';
export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { Card, type CardProps } from './Card';
export { Counter, type CounterKind, type CounterProps } from './Counter';
export { Dialog, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Icon, IconSprite, iconNames, type IconName, type IconProps } from './icons';
export { MedalBadge, type MedalTier, type MedalBadgeProps } from './MedalBadge';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { ProgressRing, type ProgressRingProps } from './ProgressRing';
export { StarRow, type StarRowProps } from './StarRow';
export { Stepper, type StepState, type StepperProps } from './Stepper';
export { Tabs, type TabsProps } from './Tabs';
export { Tile, type TileProps } from './Tile';
export { Toast, type ToastProps, type ToastTone } from './Toast';
export {
  Path,
  PathStep,
  StoneGrid,
  pathNodeClass,
  stoneClass,
  type PathNodeState,
  type PathProps,
  type PathStepProps,
  type StoneState,
  type StoneGridProps,
} from './Path';
