import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  groups_loading_your_groups,
  groups_main_page,
  groups_my_groups,
  groups_my_groups_count,
  groups_my_groups_empty,
  groups_your_groups_label,
  groups_your_groups_load_failed,
} from '@neighbourly/i18n/messages';
import { paths } from '@/lib/paths.ts';
import { CardGrid } from '@/components/CardGrid.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useUserGroups } from '../api/get-user-groups.ts';
import { GroupCard } from '../components/GroupCard.tsx';
import { roleLabel } from '../labels.ts';
import { ListError } from '@/components/ListError.tsx';
import { formatNumber } from '@/lib/dates.ts';
import { interleave } from '../interleave.tsx';

/** `/my-groups` (signed-in): 'My groups (n)' and a card per group the user belongs to. */
export default function MyGroupsPage() {
  useDocumentTitle(groups_my_groups());
  const { user } = useAuth();
  const groups = useUserGroups(user?.id);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.25rem' }, mb: { xs: 2.5, md: 4 } }}>
        {groups.data
          ? groups_my_groups_count({ count: formatNumber(groups.data.length) })
          : groups_my_groups()}
      </Typography>
      {groups.isPending ? (
        <PageSpinner label={groups_loading_your_groups()} />
      ) : groups.isError ? (
        <ListError onRetry={() => void groups.refetch()}>{groups_your_groups_load_failed()}</ListError>
      ) : groups.data.length === 0 ? (
        <EmptyState icon={<GroupsOutlinedIcon />}>
          {interleave(groups_my_groups_empty, {
            link: <Link href={paths.home.getHref()}>{groups_main_page()}</Link>,
          })}
        </EmptyState>
      ) : (
        <CardGrid label={groups_your_groups_label()}>
          {groups.data.map(({ group, role }) => (
            <li key={group.id}>
              <GroupCard group={group} roleLabel={role === 'MEMBER' ? undefined : roleLabel(role)} />
            </li>
          ))}
        </CardGrid>
      )}
    </Container>
  );
}
