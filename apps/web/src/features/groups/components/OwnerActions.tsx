import AddIcon from '@mui/icons-material/Add';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  groups_create_event,
  groups_delete_group,
  groups_delete_question,
  groups_manage_group,
  groups_toast_delete_failed,
  groups_toast_deleted,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { DeleteButton } from '@/components/DeleteButton.tsx';
import { useDeleteGroup } from '../api/delete-group.ts';

/**
 * The owner's Create event, Manage group and Delete group (then back to My groups). Its own
 * chunk: only the owner needs it, so the group page's first visit goes without.
 */
export function OwnerActions({ group }: { group: Group }) {
  const navigate = useNavigate();
  const deleteGroup = useDeleteGroup();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, alignItems: 'center' }}>
      <Button variant="contained" startIcon={<AddIcon />} href={paths.createEvent.getHref(group.id)}>
        {groups_create_event()}
      </Button>
      <Button variant="outlined" startIcon={<SettingsIcon />} href={paths.editGroup.getHref(group.id)}>
        {groups_manage_group()}
      </Button>
      <DeleteButton
        label={groups_delete_group()}
        question={groups_delete_question()}
        onDelete={() => deleteGroup.mutateAsync(group.id)}
        deleting={deleteGroup.isPending}
        toasts={{ deleted: groups_toast_deleted(), failed: groups_toast_delete_failed() }}
        onDeleted={() => navigate(paths.myGroups.getHref(), { replace: true })}
      />
    </Box>
  );
}
