// Where one is in a short run of steps (a try run's problems, a lesson's pages): a row of dots, solved
// ones filled, failed ones marked, the current one ringed. An ordered list for screen readers, each step
// named by `label`, the current one marked aria-current="step".
import { Icon } from './icons';

export type StepState = 'todo' | 'current' | 'done' | 'failed';

export interface StepperProps {
  /** The list's name ("Problems of this run"). */
  label: string;
  steps: readonly { label: string; state: StepState }[];
}

export function Stepper({ label, steps }: StepperProps) {
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={index}
          className={`ui-step ui-step-${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="ui-step-dot" aria-hidden="true">
            {step.state === 'done' ? (
              <Icon name="check" size={16} />
            ) : step.state === 'failed' ? (
              <Icon name="cross" size={16} />
            ) : (
              index + 1
            )}
          </span>
          <span className="ui-visually-hidden">{step.label}</span>
        </li>
      ))}
    </ol>
  );
}
