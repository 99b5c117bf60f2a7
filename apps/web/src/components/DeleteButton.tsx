import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { ReactNode } from 'react';
import { ConfirmButton } from '@/components/ConfirmButton.tsx';

export interface DeleteButtonProps {
  /** e.g. 'Delete group'. */
  label: string;
  /** What the confirmation asks (and any choice it offers). */
  question: ReactNode;
  onDelete: () => Promise<unknown>;
  deleting: boolean;
  toasts: { deleted: string; failed: string };
  /** After the success toast, e.g. leave the page of what is gone. */
  onDeleted: () => void;
}

/** A danger button that deletes after a confirmation (the 'Confirmation' dialog). */
export function DeleteButton({ label, question, onDelete, deleting, toasts, onDeleted }: DeleteButtonProps) {
  return (
    <ConfirmButton
      label={label}
      question={question}
      onConfirm={onDelete}
      pending={deleting}
      toasts={{ done: toasts.deleted, failed: toasts.failed }}
      onDone={onDeleted}
      buttonProps={{ color: 'error', startIcon: <DeleteOutlineIcon /> }}
    />
  );
}
