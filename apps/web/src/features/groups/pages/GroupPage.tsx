import Container from '@mui/material/Container';
import { groups_document_title_group, groups_loading_group } from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect.ts';
import { useGroup } from '../api/get-group.ts';
import type { GroupPageParts } from '../group-page-parts.ts';
import { GroupHeader } from '../components/GroupHeader.tsx';
import { GroupTabs } from '../components/GroupTabs.tsx';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { useGroupViewer } from '../hooks/use-group-viewer.ts';
import { useLiveGroup } from '../hooks/use-live-group.ts';

function GroupView({ group, parts }: { group: Group; parts: GroupPageParts }) {
  const viewer = useGroupViewer(group);
  useLiveGroup(group.id);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <GroupHeader group={group} viewer={viewer} LeaveQuestion={parts.LeaveQuestion} />
      <GroupTabs group={group} viewer={viewer} EventsPanel={parts.EventsPanel} />
    </Container>
  );
}

/**
 * `/group/:groupId` (public). An unknown group goes to /404. The events parts come
 * from the app layer, which puts this page on its route.
 */
export default function GroupPage(parts: GroupPageParts) {
  const { groupId = '' } = useParams();
  const { data: group, error, refetch } = useGroup(groupId);
  useDocumentTitle(group?.name ?? groups_document_title_group());
  const notFound = useNotFoundRedirect(error);

  if (group && !notFound) return <GroupView group={group} parts={parts} />;
  if (error && !notFound) return <LoadFailed what="group" onRetry={() => void refetch()} />;
  return <PageSpinner label={groups_loading_group()} />;
}
