import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  people_avatar_of,
  people_edit_my_profile,
  people_profile_options,
  people_send_message,
} from '@neighbourly/i18n/messages';
import type { UserProfile } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { Fact } from '@/components/Fact.tsx';
import { PageTitle } from '@/components/PageTitle.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { ReportMenu } from '@/features/moderation/index.ts';
import { formatLocation, formatMemberSince } from '../labels.ts';

/** The teal band across the top of the card (decorative), in each colour scheme. */
const bandSx = {
  height: { xs: 96, sm: 132 },
  background: [
    'radial-gradient(circle at 85% 20%, rgba(255, 183, 77, 0.3) 0, rgba(255, 183, 77, 0) 35%)',
    'radial-gradient(rgba(255,255,255,0.14) 1px, transparent 1.5px) 0 0 / 18px 18px',
    'linear-gradient(135deg, #003d36 0%, #00564c 55%, #00796b 100%)',
  ].join(', '),
  '[data-color-scheme="dark"] &': {
    background: [
      'radial-gradient(circle at 85% 20%, rgba(255, 183, 77, 0.18) 0, rgba(255, 183, 77, 0) 35%)',
      'radial-gradient(rgba(255,255,255,0.08) 1px, transparent 1.5px) 0 0 / 18px 18px',
      'linear-gradient(135deg, #041c19 0%, #06302b 55%, #0a3f38 100%)',
    ].join(', '),
  },
} as const;

export interface ProfileCardProps {
  profile: UserProfile;
  /** The signed-in user is this person: 'Edit my profile'. */
  isOwner: boolean;
  /** The messaging flag is on: others get 'Send a message'. */
  canMessage: boolean;
  /** Signed in and someone else: the ⋮ menu with Report (issue #27). */
  canReport: boolean;
}

/** The owner's 'Edit my profile'; for others 'Send a message' and the ⋮ menu with Report. */
function ProfileActions({ profile, isOwner, canMessage, canReport }: ProfileCardProps) {
  const action = isOwner ? (
    <Button href={paths.settings.getHref('editProfile')} variant="outlined" startIcon={<EditOutlinedIcon />}>
      {people_edit_my_profile()}
    </Button>
  ) : canMessage ? (
    <Button href={paths.messages.getHref(profile.id)} variant="contained" startIcon={<MailOutlineIcon />}>
      {people_send_message()}
    </Button>
  ) : null;
  if (!action && !canReport) return null;
  return (
    <Box
      sx={{
        gridArea: 'action',
        alignSelf: 'end',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mt: { xs: 3, sm: 0 },
        mb: { sm: 1 },
      }}
    >
      {action}
      {canReport && (
        <ReportMenu
          subject={{ type: 'USER', userId: profile.id }}
          what="person"
          label={people_profile_options()}
        />
      )}
    </Box>
  );
}

/** The profile: avatar or initial, name, location, 'Member since', and the owner's edit link. */
export function ProfileCard({ profile, isOwner, canMessage, canReport }: ProfileCardProps) {
  const name = profile.name || profile.id;
  return (
    <Paper variant="outlined" component="article" aria-labelledby="profile-name" sx={{ overflow: 'hidden' }}>
      <Box aria-hidden sx={bandSx} />
      {/* Phones: avatar, facts, then the button under the thumb; wider: the button beside the avatar. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
          gridTemplateAreas: { xs: '"avatar" "about" "action"', sm: '"avatar action" "about about"' },
          columnGap: 2,
          px: { xs: 2.5, sm: 4.5 },
          pb: { xs: 3, sm: 4.5 },
        }}
      >
        <UserAvatar
          user={profile}
          size={128}
          alt={people_avatar_of({ name })}
          sx={{
            gridArea: 'avatar',
            mt: { xs: -6, sm: -8 },
            width: { xs: 104, sm: 128 },
            height: { xs: 104, sm: 128 },
            fontSize: { xs: '2.75rem', sm: '3.5rem' },
            border: 4,
            borderColor: 'background.paper',
            boxSizing: 'content-box',
          }}
        />
        <ProfileActions profile={profile} isOwner={isOwner} canMessage={canMessage} canReport={canReport} />
        <Box sx={{ gridArea: 'about', mt: 2.5, minWidth: 0 }}>
          <Box id="profile-name" dir="auto">
            <PageTitle>{name}</PageTitle>
          </Box>
          <Typography sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {/* A login is Latin letters: '@' stays in front of it on a right-to-left page too. */}
            <bdi dir="ltr">@{profile.id}</bdi>
          </Typography>
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 1.25,
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 2.5,
            }}
          >
            <Fact icon={<PlaceOutlinedIcon />} multiline>
              <span dir="auto">{formatLocation(profile.location)}</span>
            </Fact>
            <Fact icon={<CalendarMonthOutlinedIcon />}>
              <time dateTime={profile.registrationDate}>{formatMemberSince(profile.registrationDate)}</time>
            </Fact>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
