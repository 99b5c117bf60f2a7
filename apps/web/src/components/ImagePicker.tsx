import { LIMITS } from '@neighbourly/shared';
import { shell_image_rule, validation_imageSize, validation_imageType } from '@neighbourly/i18n/messages';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '@/lib/dates.ts';

/** Covers and avatars: png or jpeg, at most LIMITS.imageMaxBytes. */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
/** 'PNG or JPEG, at most 5 MB', in the page's language (each build speaks one). */
export const IMAGE_RULE = shell_image_rule({
  size: formatNumber(Math.round(LIMITS.imageMaxBytes / (1024 * 1024))),
});

export type ImageProblem = 'type' | 'size';

/** The spec's sentence for a refused file, in the page's language. */
export const imageProblemMessage = (problem: ImageProblem) =>
  problem === 'type' ? validation_imageType() : validation_imageSize();

/** The toast for a file refused before sending: the upload's failure toast, then the reason. */
export const imageRefusedToast = (failureToast: string, problem: ImageProblem) =>
  `${failureToast} ${imageProblemMessage(problem)}`;

/** Why the server would refuse this file, checked before it is sent; null when it is fine. */
export function checkImageFile(file: File): ImageProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > LIMITS.imageMaxBytes) return 'size';
  return null;
}

export interface ImagePickerProps {
  /** A png or jpeg within the size limit. */
  onPick: (file: File) => void;
  /** Any other file. */
  onReject: (file: File, problem: ImageProblem) => void;
  /** Renders the control that opens the browser's file chooser. */
  children: (open: () => void) => ReactNode;
  /** Names the hidden input for assistive technology and tests. */
  label: string;
}

/** A hidden file input for one png or jpeg image, opened by the control that `children` renders. */
export function ImagePicker({ onPick, onReject, children, label }: ImagePickerProps) {
  const inputId = useId();
  const open = () => document.getElementById(inputId)?.click();
  return (
    <>
      {children(open)}
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={label}
        tabIndex={-1}
        hidden
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          // Clear the input so that choosing the same file again fires another change.
          input.value = '';
          if (!file) return;
          const problem = checkImageFile(file);
          if (problem) onReject(file, problem);
          else onPick(file);
        }}
      />
    </>
  );
}
