import Container from '@mui/material/Container';
import type { Group } from '@neighbourly/shared';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { isApiError } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useGroup } from '../api/get-group.ts';
import { GroupHeader } from '../components/GroupHeader.tsx';
import { GroupTabs } from '../components/GroupTabs.tsx';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { useGroupViewer } from '../hooks/use-group-viewer.ts';

function GroupView({ group }: { group: Group }) {
  const viewer = useGroupViewer(group);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <GroupHeader group={group} viewer={viewer} />
      <GroupTabs group={group} viewer={viewer} />
    </Container>
  );
}

/** `/group/:groupId` (public). An unknown group goes to /404 (spec §2, §7). */
export default function GroupPage() {
  const { groupId = '' } = useParams();
  const navigate = useNavigate();
  const { data: group, error, refetch } = useGroup(groupId);
  const notFound = isApiError(error, 'NOT_FOUND');
  useDocumentTitle(group?.name ?? 'Group');

  useEffect(() => {
    if (notFound) navigate(paths.notFound.getHref(), { replace: true });
  }, [notFound, navigate]);

  if (group && !notFound) return <GroupView group={group} />;
  if (error && !notFound) return <LoadFailed what="group" onRetry={() => void refetch()} />;
  return <PageSpinner label="Loading the group" />;
}
