import AddIcon from '@mui/icons-material/Add';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths.ts';
import {
  home_create_own_group,
  home_explore_events,
  home_explore_groups,
  home_find_people_text,
  home_find_people_title,
  home_first_event_text,
  home_first_event_title,
} from '@neighbourly/i18n/messages';

function IntroCard({
  id,
  icon,
  title,
  children,
  actions,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: 1 }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, height: 1, display: 'flex', flexDirection: 'column' }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 52,
            height: 52,
            mb: 2,
            borderRadius: 3,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {icon}
        </Box>
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, color: 'text.secondary' }}>{children}</Typography>
        <Box sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>
      </CardContent>
    </Card>
  );
}

/**
 * The landing's two invitations: 'Join Your First Event' with 'Explore Events', and
 * the groups section with 'Explore Groups' and 'Create Your Own Group'.
 */
export function LandingIntro({
  onExploreEvents,
  onExploreGroups,
}: {
  onExploreEvents: () => void;
  onExploreGroups: () => void;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <IntroCard
          id="first-event-title"
          icon={<EventAvailableIcon />}
          title={home_first_event_title()}
          actions={
            <Button variant="contained" onClick={onExploreEvents}>
              {home_explore_events()}
            </Button>
          }
        >
          {home_first_event_text()}
        </IntroCard>
        <IntroCard
          id="find-groups-title"
          icon={<Diversity3Icon />}
          title={home_find_people_title()}
          actions={
            <>
              <Button variant="contained" onClick={onExploreGroups}>
                {home_explore_groups()}
              </Button>
              <Button variant="outlined" startIcon={<AddIcon />} href={paths.createGroup.getHref()}>
                {home_create_own_group()}
              </Button>
            </>
          }
        >
          {home_find_people_text({ count: LIMITS.freeGroupsPerUser })}
        </IntroCard>
      </Box>
    </Container>
  );
}
