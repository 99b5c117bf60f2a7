import Button, { type ButtonProps } from '@mui/material/Button';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';

export interface ConfirmButtonProps {
  /** The button's text: e.g. 'Leave group'. */
  label: string;
  /** The dialog's confirm button ('Confirm' unless the action deserves its own words). */
  confirmText?: string;
  /** What the dialog asks, and what will be given up. */
  question: ReactNode;
  onConfirm: () => Promise<unknown>;
  pending: boolean;
  toasts: { done: string; failed: string };
  /** After the success toast, e.g. leave the page of what is gone. */
  onDone?: () => void;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children'>;
}

/** A button whose action waits for a confirmation; the dialog stays open, busy, until it is done. */
export function ConfirmButton({
  label,
  confirmText,
  question,
  onConfirm,
  pending,
  toasts,
  onDone,
  buttonProps,
}: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await onConfirm();
    } catch {
      enqueueSnackbar(toasts.failed, { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(toasts.done, { variant: 'success' });
    onDone?.();
  };

  return (
    <>
      <Button variant="outlined" {...buttonProps} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        message={question}
        confirmText={confirmText}
        loading={pending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
