import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { Group } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useId } from 'react';
import { IMAGE_RULE, ImagePicker } from '@/components/ImagePicker.tsx';
import { UploadProgress } from '@/components/UploadProgress.tsx';
import { coverFileRefused } from '../messages.ts';
import { GroupCover } from './GroupCover.tsx';

/** A preview of a chosen file; the object URL lives exactly as long as the <img>. */
function FilePreview({ file }: { file: File }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <Box
      component="img"
      ref={attach}
      alt="Preview of the new cover image"
      sx={{ display: 'block', width: 1, height: 1, objectFit: 'cover' }}
    />
  );
}

const previewSx = {
  width: { xs: 1, sm: 280 },
  aspectRatio: '16 / 9',
  borderRadius: '12px',
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  flexShrink: 0,
} as const;

/** The update form's optional cover: the current one, or a preview of the chosen file, and its upload. */
export function CoverField({
  group,
  file,
  onChange,
  progress,
  disabled = false,
}: {
  group: Group;
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} component="p" sx={{ mb: 1 }}>
        Cover image (optional)
      </FormLabel>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2.5 }}>
        {file ? (
          <Box sx={previewSx}>
            <FilePreview file={file} />
          </Box>
        ) : (
          <GroupCover group={group} alt={group.hasLogo ? 'Current cover image' : ''} sx={previewSx} />
        )}
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, justifyContent: 'center', minWidth: 0 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {file ? `Selected: ${file.name}` : 'No image selected'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {IMAGE_RULE}. It is uploaded when you save.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ImagePicker
              label="Cover image file"
              onPick={onChange}
              onReject={(_file, problem) => enqueueSnackbar(coverFileRefused(problem), { variant: 'error' })}
            >
              {(open) => (
                <Button
                  variant="outlined"
                  startIcon={<PhotoCameraOutlinedIcon />}
                  onClick={open}
                  disabled={disabled}
                >
                  {file || group.hasLogo ? 'Choose another image' : 'Choose cover image'}
                </Button>
              )}
            </ImagePicker>
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
    </Box>
  );
}
