import type { Group } from '@neighbourly/shared';
import { useParams } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { ForbiddenPage } from '@/components/ForbiddenPage.tsx';
import { FormPage } from '@/components/FormPage.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect.ts';
import { useGroup } from '../api/get-group.ts';
import { EditGroupForm } from '../components/EditGroupForm.tsx';
import { LoadFailed } from '@/components/LoadFailed.tsx';

function NotTheOwner({ group }: { group: Group }) {
  return (
    <ForbiddenPage
      title="Only the group owner can manage this group"
      backHref={paths.group.getHref(group.id)}
      backLabel="Go to the group page"
    >
      {group.name} is organized by {group.owner.name || group.owner.id}. Ask them if something needs to
      change.
    </ForbiddenPage>
  );
}

/**
 * `/group/:id/edit` (signed-in). The owner gets the form; anyone else a 403-style message with
 * a way back to the group. An unknown group goes to /404.
 */
export default function EditGroupPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: group, error, refetch } = useGroup(id);
  useDocumentTitle(group ? `Manage ${group.name}` : 'Manage group');
  const notFound = useNotFoundRedirect(error);

  if (error && !group && !notFound) return <LoadFailed what="group" onRetry={() => void refetch()} />;
  if (!group || notFound || !user) return <PageSpinner label="Loading the group" />;
  if (group.owner.id !== user.id) return <NotTheOwner group={group} />;

  return (
    <FormPage
      backHref={paths.group.getHref(group.id)}
      backTo={group.name}
      title="Manage group"
      subtitle={
        <>
          {group.name} · {paths.group.getHref(group.id)}
        </>
      }
    >
      <EditGroupForm key={group.id} group={group} />
    </FormPage>
  );
}
