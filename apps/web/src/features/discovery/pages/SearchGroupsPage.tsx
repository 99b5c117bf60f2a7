import Container from '@mui/material/Container';
import { paths } from '@/app/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { GroupsNearbyPanel } from '../components/GroupsNearbyPanel.tsx';
import { usePathSearch } from '../hooks/use-path-search.ts';

/**
 * `/searchGroups/{term}` (signed-in): the Groups Nearby panel preset with the decoded term
 * (tag links use `%23tag`); the path follows the search, `?mine=true` the checkbox.
 */
export default function SearchGroupsPage() {
  const search = usePathSearch(paths.searchGroups.getHref);
  useDocumentTitle(search.value.text ? `Groups: ${search.value.text}` : 'Search groups');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <GroupsNearbyPanel
        search={search}
        title="Search groups"
        titleComponent="h1"
        subtitle="Groups by name or #tag, most active first."
      />
    </Container>
  );
}
