import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@neighbourly/shared';
import { paths } from '@/app/paths.ts';
import { HeroEyebrow } from '@/components/HeroEyebrow.tsx';

const heroButtonSx = {
  bgcolor: '#ffb74d',
  color: '#261a00',
  px: 3.5,
  py: 1.5,
  fontSize: '1rem',
  '&:hover': { bgcolor: '#ffa726' },
} as const;

/**
 * The group creation landing's hero (spec §2): signed-in users get a button that scrolls to
 * the form; visitors get 'Sign in to create a group'.
 */
export function CreateGroupHero({
  signedIn,
  pending,
  onStart,
}: {
  signedIn: boolean;
  pending: boolean;
  onStart: () => void;
}) {
  const free = LIMITS.freeGroupsPerUser === 1 ? 'one group' : `${LIMITS.freeGroupsPerUser} groups`;
  return (
    <Box
      component="section"
      aria-labelledby="create-group-title"
      sx={(theme) => ({
        color: '#ffffff',
        py: { xs: 6, md: 9 },
        background: [
          'radial-gradient(circle at 90% 10%, rgba(255, 183, 77, 0.30) 0, rgba(255, 183, 77, 0) 35%)',
          'radial-gradient(circle at 0% 100%, rgba(128, 203, 196, 0.22) 0, rgba(128, 203, 196, 0) 40%)',
          'linear-gradient(135deg, #003d36 0%, #00564c 60%, #00695c 100%)',
        ].join(', '),
        ...theme.applyStyles('dark', {
          background: [
            'radial-gradient(circle at 90% 10%, rgba(255, 183, 77, 0.16) 0, rgba(255, 183, 77, 0) 35%)',
            'radial-gradient(circle at 0% 100%, rgba(77, 182, 172, 0.16) 0, rgba(77, 182, 172, 0) 40%)',
            'linear-gradient(135deg, #041c19 0%, #06302b 60%, #0a3f38 100%)',
          ].join(', '),
        }),
      })}
    >
      <Container maxWidth="md">
        <HeroEyebrow>Start a group in Vancouver</HeroEyebrow>
        <Typography
          id="create-group-title"
          variant="h1"
          sx={{ fontSize: { xs: '2rem', sm: '2.75rem', md: '3rem' }, lineHeight: 1.1 }}
        >
          Bring your neighbours together
        </Typography>
        <Typography
          sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: '#e0f2f1', maxWidth: 640 }}
        >
          Seawall runs, book clubs, board game nights, community gardens: start a group around what you love,
          plan events and welcome new members. Every member can run {free} for free.
        </Typography>
        <Box sx={{ mt: 4 }}>
          {pending ? (
            <Skeleton variant="rounded" width={220} height={52} sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
          ) : signedIn ? (
            <Button
              size="large"
              variant="contained"
              endIcon={<ArrowDownwardIcon />}
              onClick={onStart}
              sx={heroButtonSx}
            >
              Get started
            </Button>
          ) : (
            <Button
              size="large"
              variant="contained"
              startIcon={<LoginIcon />}
              href={paths.signIn.getHref()}
              sx={heroButtonSx}
            >
              Sign in to create a group
            </Button>
          )}
        </Box>
      </Container>
    </Box>
  );
}
