import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { people_loading_profile, people_profile } from '@neighbourly/i18n/messages';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useConfig } from '@/lib/config.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { ProfileCard } from '../components/ProfileCard.tsx';

/**
 * `/profile/:id` (signed-in). A failed fetch leaves the page blank; a person who does
 * not exist (404) goes to the 404 page, as an unknown group does.
 */
export default function ProfilePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: config } = useConfig();
  const { data: profile, error, isPending } = useUserProfile(id);
  useDocumentTitle(profile ? profile.name || profile.id : people_profile());
  const notFound = useNotFoundRedirect(error);

  if (profile && !notFound) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <ProfileCard
          profile={profile}
          isOwner={user?.id === profile.id}
          canMessage={config?.messagingEnabled === true}
          canReport={user !== null && user.id !== profile.id}
        />
      </Container>
    );
  }
  if (isPending || notFound) return <PageSpinner label={people_loading_profile()} />;
  // Any other failure: the spec's blank page.
  return <Box sx={{ flex: 1 }} />;
}
