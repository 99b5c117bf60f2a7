import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { HeroBackdrop, heroButtonSx } from '@/components/HeroBackdrop.tsx';
import { HeroEyebrow } from '@/components/HeroEyebrow.tsx';
import { usePageToReturnTo } from '@/features/auth/index.ts';
import { mirrorInRtl } from '@/components/mirror-in-rtl.ts';

/**
 * The group creation landing's hero: signed-in users get a button that scrolls to
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
  const returnTo = usePageToReturnTo();
  const free = LIMITS.freeGroupsPerUser === 1 ? 'one group' : `${LIMITS.freeGroupsPerUser} groups`;
  return (
    <HeroBackdrop labelledBy="create-group-title" sx={{ py: { xs: 6, md: 9 } }}>
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
              startIcon={<LoginIcon sx={mirrorInRtl} />}
              href={paths.signIn.getHref(returnTo)}
              sx={heroButtonSx}
            >
              Sign in to create a group
            </Button>
          )}
        </Box>
      </Container>
    </HeroBackdrop>
  );
}
