import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  home_hero_action,
  home_hero_eyebrow,
  home_hero_text,
  home_hero_title,
} from '@neighbourly/i18n/messages';
import { HeroBackdrop, heroButtonSx } from '@/components/HeroBackdrop.tsx';
import { HeroEyebrow } from '@/components/HeroEyebrow.tsx';
import { HeroArt } from './HeroArt.tsx';

/**
 * The visitors' hero: the welcome and 'Start Exploring Now', which goes to Events
 * Nearby. The header is overlaid on it (transparent, white text), so it reserves the header's
 * height at the top.
 */
export function LandingHero({ onExplore }: { onExplore: () => void }) {
  return (
    <HeroBackdrop labelledBy="landing-title" texture sx={{ pt: { xs: 14, md: 16 }, pb: { xs: 10, md: 12 } }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <Box sx={{ maxWidth: 680, flex: 1 }}>
          <HeroEyebrow>{home_hero_eyebrow()}</HeroEyebrow>
          <Typography
            id="landing-title"
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' }, lineHeight: 1.1 }}
          >
            {home_hero_title()}
          </Typography>
          <Typography
            sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.25rem' }, color: '#e0f2f1', maxWidth: 620 }}
          >
            {home_hero_text()}
          </Typography>
          <Button
            size="large"
            variant="contained"
            endIcon={<ArrowDownwardIcon />}
            onClick={onExplore}
            sx={{ ...heroButtonSx, mt: 5 }}
          >
            {home_hero_action()}
          </Button>
        </Box>
        <HeroArt />
      </Container>
    </HeroBackdrop>
  );
}
