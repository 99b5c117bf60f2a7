import {
  groups_go_to_group,
  groups_loading_group,
  groups_manage_group,
  groups_manage_group_of,
  groups_not_owner_text,
  groups_not_owner_title,
} from '@neighbourly/i18n/messages';
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
import { interleave, own } from '../interleave.tsx';

function NotTheOwner({ group }: { group: Group }) {
  return (
    <ForbiddenPage
      title={groups_not_owner_title()}
      backHref={paths.group.getHref(group.id)}
      backLabel={groups_go_to_group()}
    >
      {interleave(groups_not_owner_text, {
        group: own(group.name),
        name: own(group.owner.name || group.owner.id),
      })}
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
  useDocumentTitle(group ? groups_manage_group_of({ group: group.name }) : groups_manage_group());
  const notFound = useNotFoundRedirect(error);

  if (error && !group && !notFound) return <LoadFailed what="group" onRetry={() => void refetch()} />;
  if (!group || notFound || !user) return <PageSpinner label={groups_loading_group()} />;
  if (group.owner.id !== user.id) return <NotTheOwner group={group} />;

  return (
    <FormPage
      backHref={paths.group.getHref(group.id)}
      backTo={group.name}
      title={groups_manage_group()}
      subtitle={
        <>
          <span dir="auto">{group.name}</span> · <span dir="ltr">{paths.group.getHref(group.id)}</span>
        </>
      }
    >
      <EditGroupForm key={group.id} group={group} />
    </FormPage>
  );
}
