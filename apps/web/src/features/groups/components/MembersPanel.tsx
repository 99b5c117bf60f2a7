import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  groups_loading_members,
  groups_members_empty,
  groups_members_list_label,
  groups_members_load_failed,
  groups_show_more_members,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { PeopleList } from '@/components/PeopleList.tsx';
import { useGroupMembers } from '../api/get-group-members.ts';
import { roleLabel } from '../labels.ts';
import { ListError } from '@/components/ListError.tsx';
import { MemberMenu } from './MemberMenu.tsx';

/**
 * The Members tab: avatar, name (or id) and role; a row opens the member's profile. The owner
 * (`canManage`) has a menu on every other row.
 */
export function MembersPanel({ group, canManage = false }: { group: Group; canManage?: boolean }) {
  const members = useGroupMembers(group.id, true);

  if (members.isPending) return <PageSpinner label={groups_loading_members()} minHeight={200} />;
  if (members.isError) {
    return <ListError onRetry={() => void members.refetch()}>{groups_members_load_failed()}</ListError>;
  }
  const rows = members.data.pages.flatMap((page) => page.members);
  if (rows.length === 0) {
    return <EmptyState icon={<PeopleOutlineIcon />}>{groups_members_empty()}</EmptyState>;
  }

  return (
    <>
      <PeopleList
        label={groups_members_list_label({ group: group.name })}
        people={rows.map((member) => ({
          user: member.user,
          role: roleLabel(member.role),
          action:
            canManage && member.role !== 'OWNER' ? <MemberMenu group={group} member={member} /> : undefined,
        }))}
      />
      {members.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void members.fetchNextPage()}
            loading={members.isFetchingNextPage}
          >
            {groups_show_more_members()}
          </Button>
        </Box>
      )}
    </>
  );
}
