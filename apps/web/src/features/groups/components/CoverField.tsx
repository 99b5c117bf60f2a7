import {
  groups_cover_current_alt,
  groups_cover_file_label,
  groups_cover_preview_alt,
  groups_cover_uploaded_on_save,
  groups_toast_cover_upload_failed,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
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
        <GroupCover group={group} alt={group.hasLogo ? groups_cover_current_alt() : ''} sx={sx} />
      )}
      previewWidth={280}
      previewAlt={groups_cover_preview_alt()}
      note={
        <>
          {IMAGE_RULE}. {groups_cover_uploaded_on_save()}
        </>
      }
      chooser={(button) => (
        <ImagePicker
          label={groups_cover_file_label()}
          onPick={state.onChange}
          onReject={(_file, problem) =>
            enqueueSnackbar(imageRefusedToast(groups_toast_cover_upload_failed(), problem), {
              variant: 'error',
            })
          }
        >
          {button}
        </ImagePicker>
      )}
    />
  );
}
