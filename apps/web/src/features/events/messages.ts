/** The cover upload toast for a file refused before sending, with the reason. */
import { MESSAGES, TOASTS } from '@neighbourly/shared';
import type { ImageProblem } from '@/components/ImagePicker.tsx';

export const coverFileRefused = (problem: ImageProblem) =>
  `${TOASTS.eventCoverUploadFailed} ${problem === 'type' ? MESSAGES.imageType : MESSAGES.imageSize}`;
