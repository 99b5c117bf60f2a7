import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Group, MembershipRequest } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import dayjs from 'dayjs';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
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
      label="Decline and ban"
      confirmText="Ban"
      question={
        <>
          {`Decline ${name}'s request and ban them from this group? They cannot ask to join again until you lift the ban.`}
          <BanReasonField value={reason} onChange={setReason} disabled={ban.isPending} />
        </>
      }
      onConfirm={() => ban.mutateAsync({ ...input, reason })}
      pending={ban.isPending}
      toasts={{ done: TOASTS.memberBanned(name), failed: TOASTS.banFailed }}
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
      enqueueSnackbar(TOASTS.requestHandlingFailed, { variant: 'error' });
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
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Asked to join on {dayjs(request.createdAt).format('MMM D, YYYY')}
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
          onClick={() => void handle(() => approve.mutateAsync(input), TOASTS.requestApproved)}
        >
          Approve request
        </Button>
        <ConfirmButton
          label="Reject request"
          confirmText="Reject request"
          question={`Reject ${name}'s request to join this group? They can ask again later.`}
          onConfirm={() => reject.mutateAsync(input)}
          pending={reject.isPending}
          toasts={{ done: TOASTS.requestRejected, failed: TOASTS.requestHandlingFailed }}
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

  if (requests.isPending) return <PageSpinner label="Loading membership requests" minHeight={200} />;
  if (requests.isError) {
    return (
      <ListError onRetry={() => void requests.refetch()}>
        The membership requests could not be loaded.
      </ListError>
    );
  }
  if (requests.data.length === 0) {
    return <EmptyState icon={<HowToRegOutlinedIcon />}>There are no pending membership requests.</EmptyState>;
  }
  return (
    <List aria-label="Membership requests" disablePadding>
      {requests.data.map((request) => (
        <RequestRow key={request.user.id} request={request} />
      ))}
    </List>
  );
}
