import AddIcon from '@mui/icons-material/Add';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SelfUser } from '@neighbourly/shared';
import { paths } from '@/app/paths.ts';

/** The signed-in home. The Groups Nearby and Events Nearby panels arrive with discovery. */
export function WelcomeBack({ user }: { user: SelfUser }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: { xs: 3, md: 5 },
          background: 'linear-gradient(135deg, rgba(0,121,107,0.08), rgba(255,183,77,0.10))',
          ...theme.applyStyles('dark', {
            background: 'linear-gradient(135deg, rgba(77,182,172,0.10), rgba(255,183,77,0.06))',
          }),
        })}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          Welcome back, {user.name}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 640 }}>
          See what your groups are planning, or start something new in your neighbourhood.
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" startIcon={<GroupsIcon />} href={paths.myGroups.getHref()}>
            My groups
          </Button>
          <Button variant="outlined" startIcon={<EventIcon />} href={paths.myEvents.getHref()}>
            My events
          </Button>
          <Button variant="text" startIcon={<AddIcon />} href={paths.createGroup.getHref()}>
            Start a group
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
