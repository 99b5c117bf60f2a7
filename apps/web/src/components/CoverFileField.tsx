import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { FilePreview } from '@/components/FilePreview.tsx';
import { UploadProgress } from '@/components/UploadProgress.tsx';
import {
  shell_choose_another_image,
  shell_choose_cover_image,
  shell_cover_image_optional,
  shell_no_image_selected,
  shell_remove_selection,
  shell_selected_file,
  shell_uploading_cover_image,
} from '@neighbourly/i18n/messages';
import { withWords, WORDS } from '@/lib/bidi.tsx';

/** What a form holds for its cover: the chosen file and the upload's progress. */
export interface CoverFileState {
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  disabled?: boolean;
}

export interface CoverFileFieldProps extends CoverFileState {
  /** There is a cover already: the button offers 'Choose another image'. */
  hasCurrent: boolean;
  /** Shown while no file is chosen, in the preview's box (the current cover), or nothing. */
  renderCurrent: (sx: SxProps<Theme>) => ReactNode;
  /** Width of the preview from the `sm` breakpoint up, in px. */
  previewWidth: number;
  previewAlt: string;
  /**
   * Announce the chosen file's name and set it in the body colour: for a form where the file
   * is chosen in a dialog, away from this line.
   */
  announceSelection?: boolean;
  /** A line under the file's name, e.g. when it is uploaded. */
  note?: ReactNode;
  /**
   * Renders the 'Choose…' button inside what opens the chooser: the file picker, or a dialog.
   * `button` takes the function that opens it.
   */
  chooser: (button: (open: () => void) => ReactNode) => ReactNode;
  /** Rendered last inside the field, e.g. the chooser's dialog. */
  children?: ReactNode;
}

/** 'Choose…' (inside the chooser) and, once a file is chosen, 'Remove selection'. */
function CoverFileButtons({
  file,
  onChange,
  disabled,
  hasCurrent,
  chooser,
}: Pick<CoverFileFieldProps, 'file' | 'onChange' | 'hasCurrent' | 'chooser'> & { disabled: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {chooser((open) => (
        <Button variant="outlined" startIcon={<PhotoCameraOutlinedIcon />} onClick={open} disabled={disabled}>
          {file || hasCurrent ? shell_choose_another_image() : shell_choose_cover_image()}
        </Button>
      ))}
      {file && (
        <Button color="inherit" startIcon={<CloseIcon />} onClick={() => onChange(null)} disabled={disabled}>
          {shell_remove_selection()}
        </Button>
      )}
    </Box>
  );
}

/**
 * A form's optional cover image: the current cover or a preview of the chosen file,
 * its name, 'Choose…' and 'Remove selection', and the upload's progress once the form saves.
 */
export function CoverFileField({
  file,
  onChange,
  progress,
  disabled = false,
  hasCurrent,
  renderCurrent,
  previewWidth,
  previewAlt,
  announceSelection = false,
  note,
  chooser,
  children,
}: CoverFileFieldProps) {
  const id = useId();
  const previewSx = {
    width: { xs: 1, sm: previewWidth },
    aspectRatio: '16 / 9',
    borderRadius: '12px',
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
    flexShrink: 0,
  } as const;

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} component="p" sx={{ mb: 1 }}>
        {shell_cover_image_optional()}
      </FormLabel>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2.5 }}>
        {file ? (
          <Box sx={previewSx}>
            <FilePreview file={file} alt={previewAlt} />
          </Box>
        ) : (
          renderCurrent(previewSx)
        )}
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, justifyContent: 'center', minWidth: 0 }}
        >
          <Typography
            variant="body2"
            {...(announceSelection ? { 'aria-live': 'polite' as const } : {})}
            sx={{
              color: announceSelection && file ? 'text.primary' : 'text.secondary',
              overflowWrap: 'anywhere',
            }}
          >
            {file ? withWords(shell_selected_file({ name: WORDS }), file.name) : shell_no_image_selected()}
          </Typography>
          {note && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {note}
            </Typography>
          )}
          <CoverFileButtons
            file={file}
            onChange={onChange}
            disabled={disabled}
            hasCurrent={hasCurrent}
            chooser={chooser}
          />
          {progress !== null && <UploadProgress label={shell_uploading_cover_image()} fraction={progress} />}
        </Box>
      </Box>
      {children}
    </Box>
  );
}
