import Diversity3Icon from '@mui/icons-material/Diversity3';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@neighbourly/shared';
import type { ReactNode } from 'react';

interface Step {
  icon: ReactNode;
  title: string;
  text: string;
}

const steps: Step[] = [
  {
    icon: <TravelExploreIcon />,
    title: 'Find your people',
    text: 'Search groups by name or #tag: hiking, language exchange, gardening, coding and more.',
  },
  {
    icon: <EventAvailableIcon />,
    title: 'Show up',
    text: 'Reserve a spot at events near you. When an event is full, join the waitlist and we will move you up when a spot opens.',
  },
  {
    icon: <Diversity3Icon />,
    title: 'Start something',
    text: `Every member can run ${LIMITS.freeGroupsPerUser === 1 ? 'one group' : `${LIMITS.freeGroupsPerUser} groups`} for free. Create events, welcome members and build your own community.`,
  },
];

export function HowItWorks() {
  return (
    <Container
      component="section"
      aria-labelledby="how-it-works"
      maxWidth="lg"
      sx={{ py: { xs: 6, md: 10 } }}
    >
      <Typography id="how-it-works" variant="h2" sx={{ textAlign: 'center' }}>
        How Neighbourly works
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 5, textAlign: 'center', color: 'text.secondary' }}>
        Three steps from &quot;new in town&quot; to &quot;see you on Saturday&quot;.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {steps.map((step) => (
          <Card key={step.title} sx={{ height: 1 }}>
            <CardContent sx={{ p: 3.5 }}>
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 48,
                  height: 48,
                  mb: 2,
                  borderRadius: 3,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {step.icon}
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
                {step.title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>{step.text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
