/** How the Report dialog and the queue word each report reason, in the page's language (issue #29). */
import {
  moderation_reason_harassment,
  moderation_reason_hate,
  moderation_reason_impersonation,
  moderation_reason_other,
  moderation_reason_scam,
  moderation_reason_sexual,
  moderation_reason_spam,
  moderation_reason_violence,
} from '@neighbourly/i18n/messages';
import type { ReportReason } from '@neighbourly/shared';

const REASON_LABELS: Record<ReportReason, () => string> = {
  SPAM: moderation_reason_spam,
  HARASSMENT: moderation_reason_harassment,
  HATE: moderation_reason_hate,
  VIOLENCE: moderation_reason_violence,
  SEXUAL: moderation_reason_sexual,
  SCAM: moderation_reason_scam,
  IMPERSONATION: moderation_reason_impersonation,
  OTHER: moderation_reason_other,
};

/** 'Spam or advertising', … */
export const reportReasonLabel = (reason: ReportReason) => REASON_LABELS[reason]();
