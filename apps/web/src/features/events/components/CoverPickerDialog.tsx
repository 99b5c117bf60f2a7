import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  events_browse_files,
  events_cancel,
  events_choose_another_file,
  events_choose_cover,
  events_cover_file,
  events_cover_preview_alt,
  events_no_image,
  events_selected_file,
  events_uploaded_on_save,
  events_use_this_image,
} from '@neighbourly/i18n/messages';
import { useId, useState } from 'react';
import { FilePreview } from '@/components/FilePreview.tsx';
import {
  IMAGE_RULE,
  ImagePicker,
  imageProblemMessage,
  type ImageProblem,
} from '@/components/ImagePicker.tsx';

export interface CoverPickerDialogProps {
  open: boolean;
  /** The file chosen so far, shown when the dialog opens. */
  initial: File | null;
  onClose: () => void;
  onChoose: (file: File) => void;
}

/** The chosen image at the cover's 16:9, or a dashed frame saying none is chosen yet. */
function CoverPreview({ file }: { file: File | null }) {
  return (
    <Box
      sx={{
        aspectRatio: '16 / 9',
        borderRadius: '12px',
        overflow: 'hidden',
        border: 1,
        borderStyle: file ? 'solid' : 'dashed',
        borderColor: 'divider',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {file ? (
        <FilePreview file={file} alt={events_cover_preview_alt()} />
      ) : (
        <Box sx={{ color: 'text.secondary', textAlign: 'center', p: 2 }}>
          <ImageOutlinedIcon aria-hidden sx={{ fontSize: 40 }} />
          <Typography variant="body2">{events_no_image()}</Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * The event form's modal cover chooser: pick a png/jpeg, see it, then use it or
 * cancel. It starts from `initial`; give it a new `key` each time it opens.
 */
export function CoverPickerDialog({ open, initial, onClose, onChoose }: CoverPickerDialogProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(initial);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{events_choose_cover()}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {events_uploaded_on_save({ rule: IMAGE_RULE })}
        </Typography>
        <CoverPreview file={file} />
        {file && (
          <Typography variant="body2" sx={{ mt: 1.25, overflowWrap: 'anywhere' }}>
            {events_selected_file({ name: file.name })}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {imageProblemMessage(problem)}
          </Alert>
        )}
        <ImagePicker
          label={events_cover_file()}
          onPick={(picked) => {
            setProblem(null);
            setFile(picked);
          }}
          onReject={(_file, reason) => setProblem(reason)}
        >
          {(openChooser) => (
            <Button
              variant="outlined"
              startIcon={<AddPhotoAlternateOutlinedIcon />}
              onClick={openChooser}
              sx={{ mt: 2 }}
            >
              {file ? events_choose_another_file() : events_browse_files()}
            </Button>
          )}
        </ImagePicker>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {events_cancel()}
        </Button>
        <Button
          variant="contained"
          disabled={!file}
          onClick={() => {
            if (file) onChoose(file);
          }}
        >
          {events_use_this_image()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
