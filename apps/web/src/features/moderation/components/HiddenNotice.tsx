import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { HiddenNotice } from '@neighbourly/shared';
import { hiddenNoticeLabel } from '@neighbourly/i18n/labels';
import { hiddenReason, hiddenWhoSees } from '../hidden-labels.ts';

export interface HiddenNoticeProps {
  /** The server's notice; absent on what everyone sees. */
  hidden: HiddenNotice;
  /** The viewer wrote or owns it (else a moderator is looking). */
  mine: boolean;
  sx?: SxProps<Theme>;
}

/** Above the page's header, set apart from it. */
const bannerSx = { mb: { xs: 2, sm: 3 } } as const;

/**
 * A hidden or held group's or event's page: a banner saying so, why, and who still sees it; a
 * warning when the moderators hid it, information while it waits for review.
 */
export function HiddenBanner({ hidden, mine, sx }: HiddenNoticeProps) {
  if (!hidden) return null;
  return (
    <Alert
      severity={hidden.state === 'HIDDEN' ? 'warning' : 'info'}
      sx={[bannerSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <AlertTitle>{hiddenNoticeLabel(hidden.state)}</AlertTitle>
      {hidden.reason && <div dir="auto">{hiddenReason(hidden.reason)}</div>}
      <div>{hiddenWhoSees(hidden.state, mine)}</div>
    </Alert>
  );
}

/** A hidden or held comment or message: a line under it saying so, why, and who still sees it. */
export function HiddenCaption({ hidden, mine, sx }: HiddenNoticeProps) {
  if (!hidden) return null;
  const Icon = hidden.state === 'HIDDEN' ? VisibilityOffOutlinedIcon : InfoOutlinedIcon;
  return (
    <Box sx={[{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Icon
        aria-hidden
        sx={{ fontSize: 16, mt: '2px', color: hidden.state === 'HIDDEN' ? 'warning.main' : 'info.main' }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {hiddenNoticeLabel(hidden.state)}
        </Box>
        {hidden.reason && <> · {hiddenReason(hidden.reason)}</>} · {hiddenWhoSees(hidden.state, mine)}
      </Typography>
    </Box>
  );
}
