import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  /** Called on Escape and by the dialog's own buttons; the caller unmounts the modal. */
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** `alertdialog` for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class for the dialog, e.g. to set its width. */
  className?: string;
}

/**
 * A native modal `<dialog>` (focus trapped by the browser, Escape closes), labelled by its
 * title. Focus starts on the element marked `data-autofocus` (else the first focusable one)
 * and returns to whatever had it before the dialog opened.
 */
export function Modal({ title, onClose, children, testId, role, className }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const node = dialog.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (node && !node.open) node.showModal();
    node?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (node?.open) node.close();
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`app-dialog ${className ?? ''}`}
      role={role}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="app-dialog-body">
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}
