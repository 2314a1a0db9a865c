// The frame of a form: named by its heading (aria-labelledby), checked by our own rules rather than the
// browser's (noValidate), and closed by the form-level outcome (FormStatus) and a submit button that is
// disabled and marked busy while the request runs. Links to other views go below the button.
import type { FormEvent, ReactNode } from 'react';
import { FormStatus } from './FormStatus';
import type { FormState } from './useFormState';
import { Button } from '../../ui';

export interface FormFrameProps {
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  /** Sign-in views are pages of their own (h1); account forms are sections of the account page (h2). */
  heading: 'h1' | 'h2';
  /** An action that cannot be undone (deleting the account): the form and its button say so. */
  danger?: boolean;
  onSubmit: (event: FormEvent) => void;
  state: Pick<FormState<string>, 'busy' | 'formError' | 'success'>;
  submitLabel: string;
  /** What the form asks for, between the heading and the outcome. */
  children: ReactNode;
  /** Below the submit button: links to the other sign-in views. */
  links?: ReactNode;
}

export function FormFrame({
  titleId,
  title,
  heading: Heading,
  danger = false,
  onSubmit,
  state,
  submitLabel,
  children,
  links,
}: FormFrameProps) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className={danger ? 'form form-danger' : 'form'}
    >
      <Heading id={titleId}>{title}</Heading>
      {children}
      <FormStatus error={state.formError} success={state.success} />
      <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={state.busy}>
        {submitLabel}
      </Button>
      {links ? <p className="form-links">{links}</p> : null}
    </form>
  );
}
