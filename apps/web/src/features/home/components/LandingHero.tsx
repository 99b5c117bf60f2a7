import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths.ts';
import { HeroArt } from './HeroArt.tsx';
import { HeroEyebrow } from '@/components/HeroEyebrow.tsx';

/**
 * The visitors' hero. The header is overlaid on it (transparent, white text), so it reserves
 * the header's height at the top and keeps white text at AA contrast on the whole gradient.
 */
export function LandingHero() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        color: '#ffffff',
        pt: { xs: 14, md: 16 },
        pb: { xs: 10, md: 12 },
        background: [
          'radial-gradient(circle at 85% 20%, rgba(255, 183, 77, 0.28) 0, rgba(255, 183, 77, 0) 32%)',
          'radial-gradient(circle at 10% 90%, rgba(128, 203, 196, 0.25) 0, rgba(128, 203, 196, 0) 40%)',
          'linear-gradient(135deg, #003d36 0%, #00564c 55%, #00695c 100%)',
        ].join(', '),
        ...theme.applyStyles('dark', {
          background: [
            'radial-gradient(circle at 85% 20%, rgba(255, 183, 77, 0.18) 0, rgba(255, 183, 77, 0) 32%)',
            'radial-gradient(circle at 10% 90%, rgba(77, 182, 172, 0.18) 0, rgba(77, 182, 172, 0) 40%)',
            'linear-gradient(135deg, #041c19 0%, #06302b 55%, #0a3f38 100%)',
          ].join(', '),
        }),
      })}
    >
      {/* A quiet dotted "map" texture. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          opacity: 0.14,
          backgroundImage: 'radial-gradient(rgba(255,255,255,0.9) 1px, transparent 1.5px)',
          backgroundSize: '22px 22px',
          maskImage: 'linear-gradient(180deg, transparent 0%, #000 30%, #000 70%, transparent 100%)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 6 }}>
        <Box sx={{ maxWidth: 680, flex: 1 }}>
          <HeroEyebrow>Groups and events across Vancouver</HeroEyebrow>
          <Typography
            id="landing-title"
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' }, lineHeight: 1.1 }}
          >
            Welcome to Neighbourly - Space for Making New Connections!
          </Typography>
          <Typography
            sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.25rem' }, color: '#e0f2f1', maxWidth: 620 }}
          >
            Find people who share your interests, from morning runs along the seawall to board game nights in
            Mount Pleasant. Join a group, go to an event, or start your own.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
            <Button
              href={paths.signUp.getHref()}
              size="large"
              variant="contained"
              sx={{
                bgcolor: '#ffb74d',
                color: '#261a00',
                px: 3.5,
                py: 1.5,
                fontSize: '1rem',
                '&:hover': { bgcolor: '#ffa726' },
              }}
            >
              Create your free account
            </Button>
            <Button
              href={paths.signIn.getHref()}
              size="large"
              variant="outlined"
              sx={{
                color: '#ffffff',
                borderColor: 'rgba(255,255,255,0.7)',
                px: 3.5,
                py: 1.5,
                fontSize: '1rem',
                '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              I already have an account
            </Button>
          </Stack>
        </Box>
        <HeroArt />
      </Container>
    </Box>
  );
}
