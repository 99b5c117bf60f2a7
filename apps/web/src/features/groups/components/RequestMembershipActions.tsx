import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  groups_request_to_join,
  groups_requested_membership,
  groups_toast_membership_request_failed,
  groups_toast_membership_requested,
  groups_toast_request_withdrawn,
  groups_toast_withdraw_failed,
  groups_withdraw_request,
} from '@neighbourly/i18n/messages';
import { useRemoveMembershipRequest } from '../api/remove-membership-request.ts';
import { useRequestMembership } from '../api/request-membership.ts';
import { act, row } from './membership-action.ts';

/**
 * A private group's way in: the request, then 'Requested membership' with a withdraw link. Its
 * own chunk: only signed-in people who are not members of a private group need it.
 */
export function RequestMembershipActions({
  self,
  requested,
}: {
  self: { groupId: string; userId: string };
  requested: boolean;
}) {
  const request = useRequestMembership();
  const withdraw = useRemoveMembershipRequest();

  if (requested) {
    return (
      <Box sx={row}>
        <Button variant="contained" disabled startIcon={<HourglassTopIcon />}>
          {groups_requested_membership()}
        </Button>
        <Button
          variant="text"
          loading={withdraw.isPending}
          onClick={act(
            () => withdraw.mutateAsync(self),
            groups_toast_request_withdrawn(),
            groups_toast_withdraw_failed(),
          )}
        >
          {groups_withdraw_request()}
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={row}>
      <Button
        variant="contained"
        startIcon={<GroupAddIcon />}
        loading={request.isPending}
        onClick={act(
          () => request.mutateAsync(self),
          groups_toast_membership_requested(),
          groups_toast_membership_request_failed(),
        )}
      >
        {groups_request_to_join()}
      </Button>
    </Box>
  );
}
