import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GroupCard as GroupCardData } from '@neighbourly/shared';
import type { ElementType } from 'react';
import { paths } from '@/lib/paths.ts';
import { formatMembersCount, groupPrivacyLabel } from '../labels.ts';
import { GroupCover } from './GroupCover.tsx';
import { HomePlace } from './HomePlace.tsx';
import { RouterLink } from '@/lib/router-dom.tsx';

/**
 * A group in a list ("My groups", Groups Nearby): cover (or the default image), name, its home
 * neighbourhood (and how far it is, when a search measured from a point), privacy, members and
 * the user's role (`roleLabel`, worded by the page that knows it, so the role names stay out of
 * pages that show no roles). `headingComponent` fits the name into the page's outline.
 */
export function GroupCard({
  group,
  roleLabel,
  headingComponent = 'h2',
}: {
  group: GroupCardData;
  roleLabel?: string | undefined;
  headingComponent?: ElementType;
}) {
  return (
    <Card sx={{ height: 1 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.group.getHref(group.id)}
        sx={{ height: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <GroupCover group={group} sx={{ aspectRatio: '16 / 9' }} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography
            component={headingComponent}
            variant="h2"
            dir="auto"
            sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
          >
            {group.name}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.5,
              color: 'text.secondary',
              typography: 'body2',
              '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
              '& svg': { fontSize: 18 },
            }}
          >
            {group.homePlace && (
              <span>
                <PlaceOutlinedIcon aria-hidden />
                <HomePlace slug={group.homePlace} distanceKm={group.distanceKm} />
              </span>
            )}
            <span>
              {group.type === 'PUBLIC' ? <PublicIcon aria-hidden /> : <LockOutlinedIcon aria-hidden />}
              {groupPrivacyLabel(group.type)}
            </span>
            <span>
              <PeopleOutlineIcon aria-hidden />
              {formatMembersCount(group.membersCount)}
            </span>
          </Box>
          {roleLabel && (
            <Chip
              size="small"
              color="primary"
              label={roleLabel}
              sx={{ alignSelf: 'flex-start', mt: 'auto', fontWeight: 600 }}
            />
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
