import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messaging_message_options, messaging_sender } from '@neighbourly/i18n/messages';
import type { ChatMessage } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/VisuallyHidden.tsx';
import { HiddenCaption, ReportMenu } from '@/features/moderation/index.ts';
import { formatDateTime, formatShortDateTime } from '@/lib/dates.ts';
import { LinkifiedText } from './LinkifiedText.tsx';

/** The text in its bubble: mine in the brand colour with its corner to the right, theirs grey. */
function Bubble({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <Box
      sx={[
        {
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.75,
          py: 1,
          borderRadius: 3,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        },
        mine
          ? {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderBottomRightRadius: 4,
              '& a': { color: 'inherit' },
            }
          : (theme) => ({
              bgcolor: 'grey.100',
              color: 'text.primary',
              borderBottomLeftRadius: 4,
              ...theme.applyStyles('dark', { bgcolor: 'grey.900' }),
            }),
      ]}
    >
      {children}
    </Box>
  );
}

/**
 * One message: mine on the right in the brand colour, theirs on the left with a ⋮ menu to report
 * it (issue #27); its time under it, and, on a hidden one, why.
 */
export function MessageBubble({
  message,
  mine,
  sender,
}: {
  message: ChatMessage;
  mine: boolean;
  /** Who wrote it, for screen readers: the side of the pane says it to the eye. */
  sender: string;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        // A mouse finds the ⋮ on the message it points at; touch screens and the keyboard always do.
        '@media (hover: hover)': {
          '& .message-options': { opacity: 0 },
          '&:hover .message-options, & .message-options:focus-visible, & .message-options[aria-expanded]': {
            opacity: 1,
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.25,
          justifyContent: mine ? 'flex-end' : 'flex-start',
          width: '100%',
        }}
      >
        <Bubble mine={mine}>
          <VisuallyHidden component="span">{messaging_sender({ name: sender })} </VisuallyHidden>
          {/* Its own direction, from its first letter (not the hidden sender's name before it). */}
          <Box component="span" dir="auto" sx={{ display: 'block' }}>
            <LinkifiedText text={message.message} />
          </Box>
        </Bubble>
        {!mine && (
          <ReportMenu
            subject={{ type: 'MESSAGE', messageId: message.id }}
            what="message"
            label={messaging_message_options()}
            size="small"
            sx={{ flexShrink: 0 }}
            className="message-options"
          />
        )}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.25, mx: 0.5 }}>
        <time dateTime={message.timestamp} title={formatDateTime(message.timestamp)}>
          {formatShortDateTime(message.timestamp)}
        </time>
      </Typography>
      <HiddenCaption
        hidden={message.hidden}
        mine={mine}
        sx={{ mx: 0.5, maxWidth: { xs: '85%', sm: '70%' }, textAlign: mine ? 'right' : 'left' }}
      />
    </Box>
  );
}
