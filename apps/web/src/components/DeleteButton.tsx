import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';

export interface DeleteButtonProps {
  /** e.g. 'Delete group'. */
  label: string;
  /** What the confirmation asks (spec §2). */
  question: string;
  onDelete: () => Promise<unknown>;
  deleting: boolean;
  toasts: { deleted: string; failed: string };
  /** After the success toast, e.g. leave the page of what is gone. */
  onDeleted: () => void;
}

/** A danger button that deletes after a confirmation; the dialog stays open, busy, until it is done. */
export function DeleteButton({ label, question, onDelete, deleting, toasts, onDeleted }: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await onDelete();
    } catch {
      enqueueSnackbar(toasts.failed, { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(toasts.deleted, { variant: 'success' });
    onDeleted();
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        message={question}
        loading={deleting}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
