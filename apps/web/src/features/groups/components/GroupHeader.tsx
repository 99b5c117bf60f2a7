import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { groups_cover_alt, groups_options, groups_organized_by } from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { lazy, Suspense } from 'react';
import { pageCoverSx } from '@/components/CoverImage.tsx';
import { Fact } from '@/components/Fact.tsx';
import { PageTitle } from '@/components/PageTitle.tsx';
import { PrivacyChip } from '@/components/PrivacyChip.tsx';
import { ProfileLink } from '@/components/ProfileLink.tsx';
import type { GroupPageParts } from '../group-page-parts.ts';
import type { GroupViewer } from '../hooks/use-group-viewer.ts';
import { formatLocation, formatMembersCount, groupPrivacyLabel } from '../labels.ts';
import { CalendarSubscribeButton } from './CalendarSubscribeButton.tsx';
import { GroupActions } from './GroupActions.tsx';
import { GroupCover } from './GroupCover.tsx';
import { HomePlace } from './HomePlace.tsx';
import { interleave, own } from '../interleave.tsx';

// What only some people get (issue #27) loads for them alone, not with a visit's first load: the
// ⋮ with Report (anyone signed in but the owner) and a hidden group's notice (the owner, moderators).
const moderation = () => import('@/features/moderation/index.ts');
const ReportMenu = lazy(() => moderation().then((m) => ({ default: m.ReportMenu })));
const HiddenBanner = lazy(() => moderation().then((m) => ({ default: m.HiddenBanner })));

// Only the owner changes the cover: the upload and delete controls stay out of everyone else's load.
const GroupCoverControls = lazy(() =>
  import('./GroupCoverControls.tsx').then((m) => ({ default: m.GroupCoverControls })),
);

/** Where the group meets and how many members it has, in a row under its name. */
function GroupFacts({ group }: { group: Group }) {
  return (
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
      {/* Its home neighbourhood says where it meets better than the city it was made in. */}
      <Fact icon={<PlaceOutlinedIcon />}>
        {group.homePlace ? (
          <HomePlace slug={group.homePlace} />
        ) : (
          <span dir="auto">{formatLocation(group.location)}</span>
        )}
      </Fact>
      <Fact icon={<PeopleOutlineIcon />}>{formatMembersCount(group.membersCount)}</Fact>
    </Box>
  );
}

/**
 * The top of the group page: cover, name, privacy, home neighbourhood (or else location), members,
 * organizer and the buttons.
 */
export function GroupHeader({
  group,
  viewer,
  LeaveQuestion,
}: {
  group: Group;
  viewer: GroupViewer;
  LeaveQuestion: GroupPageParts['LeaveQuestion'];
}) {
  return (
    <Box component="header">
      {group.hidden && (
        <Suspense fallback={null}>
          <HiddenBanner hidden={group.hidden} mine={viewer.isOwner} />
        </Suspense>
      )}
      <Box sx={{ position: 'relative' }}>
        <GroupCover group={group} alt={groups_cover_alt({ group: group.name })} eager sx={pageCoverSx} />
        {viewer.isOwner && (
          <Suspense fallback={null}>
            <GroupCoverControls group={group} />
          </Suspense>
        )}
      </Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 2.5, md: 4 }}
        sx={{ mt: { xs: 2.5, sm: 3.5 }, justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PrivacyChip type={group.type} label={groupPrivacyLabel(group.type)} sx={{ mb: 1.25 }} />
          <PageTitle>{group.name}</PageTitle>
          <GroupFacts group={group} />
          <ProfileLink user={group.owner} sx={{ mt: 1.75 }}>
            {/* One flex item: the words and the name keep one line's spacing. */}
            <span>{interleave(groups_organized_by, { name: own(group.owner.name || group.owner.id) })}</span>
          </ProfileLink>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <GroupActions group={group} viewer={viewer} LeaveQuestion={LeaveQuestion} />
            {/* Anyone signed in but the owner may report the group (issue #27). */}
            {viewer.user && !viewer.isOwner && (
              <Suspense fallback={null}>
                <ReportMenu
                  subject={{ type: 'GROUP', groupId: group.id }}
                  what="group"
                  label={groups_options()}
                />
              </Suspense>
            )}
          </Box>
          <CalendarSubscribeButton group={group} viewer={viewer} sx={{ mt: 1 }} />
        </Box>
      </Stack>
    </Box>
  );
}
