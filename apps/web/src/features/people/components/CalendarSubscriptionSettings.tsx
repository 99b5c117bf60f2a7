import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState, type FocusEvent } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { ListError } from '@/components/ListError.tsx';
import { SettingsSection } from '@/components/SettingsSection.tsx';
import { copyLink, toWebcal } from '@/lib/links.ts';
import { useCalendarUrl } from '../api/get-calendar-url.ts';
import { useRenewCalendarUrl } from '../api/renew-calendar-url.ts';

/** The link, read-only (focusing it selects it), with Copy link, Open in calendar app and Get a new link. */
function CalendarLink({ url, onRenew }: { url: string; onRenew: () => void }) {
  return (
    <>
      <TextField
        label="Your calendar link"
        value={url}
        fullWidth
        sx={{ maxWidth: 620 }}
        slotProps={{
          htmlInput: {
            readOnly: true,
            onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
          },
        }}
      />
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1.25 }}>
        <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon />} onClick={() => void copyLink(url)}>
          Copy link
        </Button>
        <Button variant="text" startIcon={<EventAvailableOutlinedIcon />} href={toWebcal(url)}>
          Open in calendar app
        </Button>
        <Button variant="text" startIcon={<AutorenewIcon />} onClick={onRenew}>
          Get a new link
        </Button>
      </Stack>
    </>
  );
}

/**
 * Manage account's "Calendar subscription" (issue #18): the private address of the person's own
 * calendar (the events they host, go to or wait for), to copy or open in a calendar app, and
 * "Get a new link", which, once confirmed, makes the old one stop working.
 */
export function CalendarSubscriptionSettings() {
  const calendarUrl = useCalendarUrl();
  const renew = useRenewCalendarUrl();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await renew.mutateAsync();
      enqueueSnackbar(TOASTS.calendarLinkRenewed, { variant: 'success' });
      setConfirming(false);
    } catch {
      enqueueSnackbar(TOASTS.calendarLinkRenewFailed, { variant: 'error' });
    }
  };

  return (
    <SettingsSection
      title="Calendar subscription"
      description={
        <>
          Subscribe to this address in your calendar app (Google Calendar, Apple Calendar, Outlook) to see the
          events you host, go to or wait for; it follows as you sign up or leave. Anyone with the link sees
          those events, so keep it to yourself, and get a new one if it leaks.
        </>
      }
    >
      {calendarUrl.isPending ? (
        <Skeleton
          variant="rounded"
          height={56}
          sx={{ maxWidth: 620 }}
          role="progressbar"
          aria-label="Loading your calendar link"
        />
      ) : calendarUrl.isError ? (
        <ListError onRetry={() => void calendarUrl.refetch()}>
          Your calendar link could not be loaded.
        </ListError>
      ) : (
        <CalendarLink url={calendarUrl.data.url} onRenew={() => setConfirming(true)} />
      )}
      <ConfirmDialog
        open={confirming}
        title="Get a new calendar link?"
        message="The old link will stop working: calendars subscribed to it stop updating until you subscribe to the new one."
        confirmText="Get a new link"
        loading={renew.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
