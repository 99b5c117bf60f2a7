import type { Group } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { CoverFileField, type CoverFileState } from '@/components/CoverFileField.tsx';
import { IMAGE_RULE, ImagePicker, imageRefusedToast } from '@/components/ImagePicker.tsx';
import { GroupCover } from './GroupCover.tsx';

/** The update form's optional cover: the current one, or a preview of the chosen file, and its upload. */
export function CoverField({ group, ...state }: { group: Group } & CoverFileState) {
  return (
    <CoverFileField
      {...state}
      hasCurrent={group.hasLogo}
      renderCurrent={(sx) => (
        <GroupCover group={group} alt={group.hasLogo ? 'Current cover image' : ''} sx={sx} />
      )}
      previewWidth={280}
      previewAlt="Preview of the new cover image"
      note={<>{IMAGE_RULE}. It is uploaded when you save.</>}
      chooser={(button) => (
        <ImagePicker
          label="Cover image file"
          onPick={state.onChange}
          onReject={(_file, problem) =>
            enqueueSnackbar(imageRefusedToast(TOASTS.groupCoverUploadFailed, problem), { variant: 'error' })
          }
        >
          {button}
        </ImagePicker>
      )}
    />
  );
}
