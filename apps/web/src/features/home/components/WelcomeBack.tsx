import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SelfUser } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import {
  home_my_events,
  home_my_groups,
  home_welcome_back,
  home_welcome_text,
} from '@neighbourly/i18n/messages';
import { withWords, WORDS } from '@/lib/bidi.tsx';

/** The signed-in home's greeting ('Welcome back, {name}') and the user's own lists. */
export function WelcomeBack({ user }: { user: SelfUser }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        columnGap: 3,
        rowGap: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.875rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}
        >
          {withWords(home_welcome_back({ name: WORDS }), user.name || user.id)}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{home_welcome_text()}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<GroupsIcon />} href={paths.myGroups.getHref()}>
          {home_my_groups()}
        </Button>
        <Button variant="outlined" startIcon={<EventIcon />} href={paths.myEvents.getHref()}>
          {home_my_events()}
        </Button>
      </Box>
    </Box>
  );
}
