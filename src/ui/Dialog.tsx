// A modal dialog on the native <dialog>: the browser traps focus inside, Escape closes it, and the page
// behind is inert. `open` is the caller's state; every way of closing (Escape, the close button, the
// backdrop) calls `onClose`. Focus goes to the first control, back to where it was on close.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** The dialog's buttons, at its foot (the main one last). */
  actions?: ReactNode;
}

export function Dialog({ open, onClose, title, closeLabel, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => before?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    return undefined;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          closeRef.current();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      {open ? (
        <div className="ui-dialog-box">
          <header className="ui-dialog-head">
            <h2 id={titleId} className="ui-dialog-title">
              {title}
            </h2>
            <Button variant="icon" icon="close" label={closeLabel} onClick={() => closeRef.current()} />
          </header>
          <div className="ui-dialog-body">{children}</div>
          {actions ? <div className="ui-dialog-actions">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
