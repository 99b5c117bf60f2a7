import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { Event } from '@neighbourly/shared';
import { useId, useState } from 'react';
import { FilePreview } from '@/components/FilePreview.tsx';
import { UploadProgress } from '@/components/UploadProgress.tsx';
import { CoverPickerDialog } from './CoverPickerDialog.tsx';
import { EventCover } from './EventCover.tsx';

const previewSx = {
  width: { xs: 1, sm: 240 },
  aspectRatio: '16 / 9',
  borderRadius: '12px',
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  flexShrink: 0,
} as const;

/**
 * The event form's optional cover (spec §2): 'No image selected' until one is chosen in the
 * modal, then its preview and name. Editing an event that has a cover shows the current one.
 */
export function EventCoverField({
  event,
  file,
  onChange,
  progress,
  disabled = false,
}: {
  /** The event being edited; absent when creating. */
  event?: Event;
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  disabled?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const hasCurrent = !!event?.hasLogo;

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} component="p" sx={{ mb: 1 }}>
        Cover image (optional)
      </FormLabel>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2.5 }}>
        {file ? (
          <Box sx={previewSx}>
            <FilePreview file={file} alt="Preview of the chosen cover image" />
          </Box>
        ) : (
          event && hasCurrent && <EventCover event={event} alt="Current cover image" sx={previewSx} />
        )}
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, justifyContent: 'center', minWidth: 0 }}
        >
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ color: file ? 'text.primary' : 'text.secondary', overflowWrap: 'anywhere' }}
          >
            {file ? `Selected: ${file.name}` : 'No image selected'}
          </Typography>
          {hasCurrent && !file && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The current cover stays unless you choose a new one.
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<PhotoCameraOutlinedIcon />}
              onClick={() => {
                setSession((n) => n + 1);
                setOpen(true);
              }}
              disabled={disabled}
            >
              {file || hasCurrent ? 'Choose another image' : 'Choose cover image'}
            </Button>
            {file && (
              <Button
                color="inherit"
                startIcon={<CloseIcon />}
                onClick={() => onChange(null)}
                disabled={disabled}
              >
                Remove selection
              </Button>
            )}
          </Box>
          {progress !== null && <UploadProgress label="Uploading cover image" fraction={progress} />}
        </Box>
      </Box>
      <CoverPickerDialog
        key={session}
        open={open}
        initial={file}
        onClose={() => setOpen(false)}
        onChoose={(chosen) => {
          onChange(chosen);
          setOpen(false);
        }}
      />
    </Box>
  );
}
