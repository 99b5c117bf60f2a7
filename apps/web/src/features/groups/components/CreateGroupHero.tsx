import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  groups_free_groups,
  groups_hero_eyebrow,
  groups_hero_get_started,
  groups_hero_sign_in,
  groups_hero_text,
  groups_hero_title,
} from '@neighbourly/i18n/messages';
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
  const free = groups_free_groups({ count: LIMITS.freeGroupsPerUser });
  return (
    <HeroBackdrop labelledBy="create-group-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md">
        <HeroEyebrow>{groups_hero_eyebrow()}</HeroEyebrow>
        <Typography
          id="create-group-title"
          variant="h1"
          sx={{ fontSize: { xs: '2rem', sm: '2.75rem', md: '3rem' }, lineHeight: 1.1 }}
        >
          {groups_hero_title()}
        </Typography>
        <Typography
          sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: '#e0f2f1', maxWidth: 640 }}
        >
          {groups_hero_text({ free })}
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
              {groups_hero_get_started()}
            </Button>
          ) : (
            <Button
              size="large"
              variant="contained"
              startIcon={<LoginIcon sx={mirrorInRtl} />}
              href={paths.signIn.getHref(returnTo)}
              sx={heroButtonSx}
            >
              {groups_hero_sign_in()}
            </Button>
          )}
        </Box>
      </Container>
    </HeroBackdrop>
  );
}
