import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { ImagePicker, imageRefusedToast } from '@/components/ImagePicker.tsx';
import { UploadProgress } from '@/components/UploadProgress.tsx';
import { shell_cover_image_file, shell_uploading_cover_image } from '@neighbourly/i18n/messages';

/** White on a dark veil: legible over any cover image. */
const overlayButtonSx = {
  bgcolor: 'rgba(0, 0, 0, 0.62)',
  color: '#ffffff',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.78)' },
  '&.Mui-disabled': { bgcolor: 'rgba(0, 0, 0, 0.4)', color: 'rgba(255,255,255,0.6)' },
} as const;

export interface CoverControlsProps {
  hasCover: boolean;
  /**
   * 'overlay': over the cover image (its parent is `position: relative`); 'toolbar': in a row
   * of buttons, the progress below them.
   */
  placement: 'overlay' | 'toolbar';
  /** Button names (also their tooltips), and the removal's confirmation. */
  labels: { upload: string; remove: string; confirm: ReactNode; confirmButton: string };
  /**
   * A question asked before the file chooser opens (an event of a series: "This event" or "All
   * events in the series", issue #26); its confirm button opens the chooser.
   */
  uploadQuestion?: { title: string; message: ReactNode; confirmText: string };
  icons: { upload: ReactNode; remove: ReactNode };
  toasts: { uploaded: string; uploadFailed: string; removed: string; removeFailed: string };
  /** Sends the file, reporting the share sent (0..1). */
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  uploading: boolean;
  removing: boolean;
}

/** An icon button named by its tooltip; the span keeps the tooltip working while it is disabled. */
function CoverButton({ label, ...props }: IconButtonProps & { label: string }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} {...props} />
      </span>
    </Tooltip>
  );
}

/**
 * The upload's progress (null when none) and the removal's confirmation; each action ends in a
 * toast, the removal's dialog closing only once it succeeded.
 */
function useCoverActions({
  toasts,
  onUpload,
  onRemove,
}: Pick<CoverControlsProps, 'toasts' | 'onUpload' | 'onRemove'>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const pick = async (file: File) => {
    setProgress(0);
    try {
      await onUpload(file, setProgress);
      enqueueSnackbar(toasts.uploaded, { variant: 'success' });
    } catch {
      enqueueSnackbar(toasts.uploadFailed, { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    try {
      await onRemove();
    } catch {
      enqueueSnackbar(toasts.removeFailed, { variant: 'error' });
      return;
    }
    setConfirmRemove(false);
    enqueueSnackbar(toasts.removed, { variant: 'success' });
  };

  return { progress, confirmRemove, setConfirmRemove, pick, remove };
}

/** Over the cover, the progress sits on a card at the image's foot; in a toolbar, below it. */
function CoverUploadProgress({ overlay, fraction }: { overlay: boolean; fraction: number }) {
  return overlay ? (
    <Paper
      elevation={0}
      sx={{ position: 'absolute', left: 12, right: 12, bottom: 12, px: 2, py: 1.25, opacity: 0.95 }}
    >
      <UploadProgress label={shell_uploading_cover_image()} fraction={fraction} />
    </Paper>
  ) : (
    <UploadProgress
      label={shell_uploading_cover_image()}
      fraction={fraction}
      sx={{ width: 1, maxWidth: 360 }}
    />
  );
}

/** The upload button; with a question, the file chooser opens once it is answered. */
function UploadButton({
  label,
  icon,
  disabled,
  overlay,
  uploadFailed,
  question,
  onPick,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  overlay: boolean;
  uploadFailed: string;
  question: CoverControlsProps['uploadQuestion'];
  onPick: (file: File) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <ImagePicker
      label={shell_cover_image_file()}
      onPick={onPick}
      onReject={(_file, problem) =>
        enqueueSnackbar(imageRefusedToast(uploadFailed, problem), { variant: 'error' })
      }
    >
      {(open) => (
        <>
          <CoverButton
            label={label}
            onClick={question ? () => setAsking(true) : open}
            disabled={disabled}
            {...(overlay ? { sx: overlayButtonSx } : { color: 'primary' })}
          >
            {icon}
          </CoverButton>
          {question && (
            <ConfirmDialog
              open={asking}
              title={question.title}
              message={question.message}
              confirmText={question.confirmText}
              confirmColor="primary"
              // The chooser opens within the click, as browsers require.
              onConfirm={() => {
                setAsking(false);
                open();
              }}
              onClose={() => setAsking(false)}
            />
          )}
        </>
      )}
    </ImagePicker>
  );
}

/**
 * A cover's upload (png/jpeg, with the upload's progress) and, when there is one, its removal
 * after a confirmation, each ending in a toast.
 */
export function CoverControls({
  hasCover,
  placement,
  labels,
  icons,
  toasts,
  onUpload,
  onRemove,
  uploading,
  removing,
  uploadQuestion,
}: CoverControlsProps) {
  const { progress, confirmRemove, setConfirmRemove, pick, remove } = useCoverActions({
    toasts,
    onUpload,
    onRemove,
  });
  const busy = uploading || removing;
  const overlay = placement === 'overlay';

  return (
    <>
      <Box
        sx={
          overlay
            ? { position: 'absolute', top: 12, right: 12, display: 'flex', gap: 1 }
            : { display: 'inline-flex', gap: 0.5 }
        }
      >
        <UploadButton
          label={labels.upload}
          icon={icons.upload}
          disabled={busy}
          overlay={overlay}
          uploadFailed={toasts.uploadFailed}
          question={uploadQuestion}
          onPick={(file) => void pick(file)}
        />
        {hasCover && (
          <CoverButton
            label={labels.remove}
            onClick={() => setConfirmRemove(true)}
            disabled={busy}
            {...(overlay ? { sx: overlayButtonSx } : { color: 'error' })}
          >
            {icons.remove}
          </CoverButton>
        )}
      </Box>
      {progress !== null && <CoverUploadProgress overlay={overlay} fraction={progress} />}
      <ConfirmDialog
        open={confirmRemove}
        message={labels.confirm}
        confirmText={labels.confirmButton}
        loading={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirmRemove(false)}
      />
    </>
  );
}
