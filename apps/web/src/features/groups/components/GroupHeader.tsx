import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Group } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { paths } from '@/app/paths.ts';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import type { GroupViewer } from '../hooks/use-group-viewer.ts';
import { formatLocation, formatMembersCount, PRIVACY_LABELS } from '../labels.ts';
import { CoverControls } from './CoverControls.tsx';
import { GroupActions } from './GroupActions.tsx';
import { GroupCover } from './GroupCover.tsx';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        '& svg': { fontSize: 20 },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
      <Typography component="span" variant="body2" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The top of the group page: cover, name, privacy, location, members, organizer and the buttons. */
export function GroupHeader({ group, viewer }: { group: Group; viewer: GroupViewer }) {
  return (
    <Box component="header">
      <Box sx={{ position: 'relative' }}>
        <GroupCover
          group={group}
          alt={`Cover image of ${group.name}`}
          eager
          sx={{
            width: 1,
            aspectRatio: { xs: '16 / 9', sm: 'auto' },
            height: { sm: 280, md: 340 },
            borderRadius: { xs: '14px', sm: '20px' },
          }}
        />
        {viewer.isOwner && <CoverControls group={group} />}
      </Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 2.5, md: 4 }}
        sx={{ mt: { xs: 2.5, sm: 3.5 }, justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Chip
            size="small"
            icon={group.type === 'PUBLIC' ? <PublicIcon /> : <LockOutlinedIcon />}
            label={PRIVACY_LABELS[group.type]}
            variant="outlined"
            sx={{ mb: 1.25, fontWeight: 600 }}
          />
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.875rem', sm: '2.5rem' }, overflowWrap: 'anywhere' }}
          >
            {group.name}
          </Typography>
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2.5,
              rowGap: 1,
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1.5,
            }}
          >
            <Fact icon={<PlaceOutlinedIcon />}>{formatLocation(group.location)}</Fact>
            <Fact icon={<PeopleOutlineIcon />}>{formatMembersCount(group.membersCount)}</Fact>
          </Box>
          <Link
            href={paths.profile.getHref(group.owner.id)}
            underline="hover"
            sx={{ mt: 1.75, display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
          >
            <UserAvatar user={group.owner} size={28} aria-hidden alt="" />
            Organized by {group.owner.name || group.owner.id}
          </Link>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <GroupActions group={group} viewer={viewer} />
        </Box>
      </Stack>
    </Box>
  );
}
