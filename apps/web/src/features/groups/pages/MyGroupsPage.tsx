import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';
import { CardGrid } from '@/components/CardGrid.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useUserGroups } from '../api/get-user-groups.ts';
import { GroupCard } from '../components/GroupCard.tsx';
import { ListError } from '@/components/ListError.tsx';

/** `/my-groups` (signed-in): 'My groups (n)' and a card per group the user belongs to. */
export default function MyGroupsPage() {
  useDocumentTitle('My groups');
  const { user } = useAuth();
  const groups = useUserGroups(user?.id);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.25rem' }, mb: { xs: 2.5, md: 4 } }}>
        {groups.data ? `My groups (${groups.data.length})` : 'My groups'}
      </Typography>
      {groups.isPending ? (
        <PageSpinner label="Loading your groups" />
      ) : groups.isError ? (
        <ListError onRetry={() => void groups.refetch()}>Your groups could not be loaded.</ListError>
      ) : groups.data.length === 0 ? (
        <EmptyState icon={<GroupsOutlinedIcon />}>
          You&apos;re not a member of any groups. Explore groups on the{' '}
          <Link href={paths.home.getHref()}>main page</Link>
        </EmptyState>
      ) : (
        <CardGrid label="Your groups">
          {groups.data.map(({ group, role }) => (
            <li key={group.id}>
              <GroupCard group={group} role={role} />
            </li>
          ))}
        </CardGrid>
      )}
    </Container>
  );
}
