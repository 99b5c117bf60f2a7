import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {
  groups_approve_request,
  groups_asked_to_join_on,
  groups_ban_confirm,
  groups_decline_and_ban,
  groups_decline_and_ban_question,
  groups_loading_requests,
  groups_reject_question,
  groups_reject_request,
  groups_requests_empty,
  groups_requests_list_label,
  groups_requests_load_failed,
  groups_toast_ban_failed,
  groups_toast_member_banned,
  groups_toast_request_approved,
  groups_toast_request_handling_failed,
  groups_toast_request_rejected,
} from '@neighbourly/i18n/messages';
import type { Group, MembershipRequest } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useId, useState } from 'react';
import { formatShortDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { ConfirmButton } from '@/components/ConfirmButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { useApproveMembershipRequest } from '../api/approve-membership-request.ts';
import { useMembershipRequests } from '../api/get-membership-requests.ts';
import { useRemoveMembershipRequest } from '../api/remove-membership-request.ts';
import { ListError } from '@/components/ListError.tsx';
import { useBanMember } from '../api/ban-member.ts';
import { BanReasonField } from './BanReasonField.tsx';
import { interleave, own } from '../interleave.tsx';

/** "Dec 5, 2026" in the page's language: a date long past reads with its year. */
const formatDay = (instant: string) => formatShortDateTime(instant, 0);

/** Declining for good (issue #27): the request goes, and they cannot ask again until the ban is lifted. */
function DeclineAndBanButton({
  input,
  name,
  describedBy,
  disabled,
}: {
  input: { groupId: string; userId: string };
  name: string;
  describedBy: string;
  disabled: boolean;
}) {
  const ban = useBanMember();
  const [reason, setReason] = useState('');
  return (
    <ConfirmButton
      label={groups_decline_and_ban()}
      confirmText={groups_ban_confirm()}
      question={
        <>
          {interleave(groups_decline_and_ban_question, { name: own(name) })}
          <BanReasonField value={reason} onChange={setReason} disabled={ban.isPending} />
        </>
      }
      onConfirm={() => ban.mutateAsync({ ...input, reason })}
      pending={ban.isPending}
      toasts={{ done: groups_toast_member_banned({ name }), failed: groups_toast_ban_failed() }}
      buttonProps={{
        color: 'error',
        size: 'small',
        variant: 'text',
        disabled: disabled || ban.isPending,
        'aria-describedby': describedBy,
      }}
    />
  );
}

function RequestRow({ request }: { request: MembershipRequest }) {
  const id = useId();
  const approve = useApproveMembershipRequest();
  const reject = useRemoveMembershipRequest();
  const input = { groupId: request.groupId, userId: request.user.id };
  const busy = approve.isPending || reject.isPending;
  const name = request.user.name || request.user.id;

  const handle = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      enqueueSnackbar(success, { variant: 'success' });
    } catch {
      enqueueSnackbar(groups_toast_request_handling_failed(), { variant: 'error' });
    }
  };

  return (
    <ListItem
      divider
      sx={{
        py: 1.5,
        px: { xs: 0, sm: 2 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 220px', minWidth: 0 }}>
        <UserAvatar user={request.user} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Link
            id={`${id}-name`}
            href={paths.profile.getHref(request.user.id)}
            underline="hover"
            dir="auto"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {groups_asked_to_join_on({ date: formatDay(request.createdAt) })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          aria-describedby={`${id}-name`}
          disabled={busy}
          loading={approve.isPending}
          onClick={() => void handle(() => approve.mutateAsync(input), groups_toast_request_approved())}
        >
          {groups_approve_request()}
        </Button>
        <ConfirmButton
          label={groups_reject_request()}
          confirmText={groups_reject_request()}
          question={interleave(groups_reject_question, { name: own(name) })}
          onConfirm={() => reject.mutateAsync(input)}
          pending={reject.isPending}
          toasts={{ done: groups_toast_request_rejected(), failed: groups_toast_request_handling_failed() }}
          buttonProps={{
            color: 'error',
            size: 'small',
            disabled: busy,
            'aria-describedby': `${id}-name`,
          }}
        />
        <DeclineAndBanButton input={input} name={name} describedBy={`${id}-name`} disabled={busy} />
      </Box>
    </ListItem>
  );
}

/** The Membership Requests tab (the owner of a private group): approve, reject, or decline and ban each request. */
export function MembershipRequestsPanel({ group }: { group: Group }) {
  const requests = useMembershipRequests(group.id, true);

  if (requests.isPending) return <PageSpinner label={groups_loading_requests()} minHeight={200} />;
  if (requests.isError) {
    return <ListError onRetry={() => void requests.refetch()}>{groups_requests_load_failed()}</ListError>;
  }
  if (requests.data.length === 0) {
    return <EmptyState icon={<HowToRegOutlinedIcon />}>{groups_requests_empty()}</EmptyState>;
  }
  return (
    <List aria-label={groups_requests_list_label()} disablePadding>
      {requests.data.map((request) => (
        <RequestRow key={request.user.id} request={request} />
      ))}
    </List>
  );
}
