import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@neighbourly/shared';
import { VisuallyHidden } from '@/components/VisuallyHidden.tsx';
import { formatDateTime, formatShortDateTime } from '@/lib/dates.ts';
import { LinkifiedText } from './LinkifiedText.tsx';

/** One message: mine on the right in the brand colour, theirs on the left; its time under it. */
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
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
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
        <VisuallyHidden component="span">{sender}: </VisuallyHidden>
        <LinkifiedText text={message.message} />
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.25, mx: 0.5 }}>
        <time dateTime={message.timestamp} title={formatDateTime(message.timestamp)}>
          {formatShortDateTime(message.timestamp)}
        </time>
      </Typography>
    </Box>
  );
}
