import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  people_calendar_description,
  people_calendar_link,
  people_calendar_link_failed,
  people_calendar_link_renew_failed,
  people_calendar_link_renewed,
  people_calendar_subscription,
  people_copy_link,
  people_get_new_link,
  people_loading_calendar_link,
  people_new_calendar_link_message,
  people_new_calendar_link_title,
  people_open_in_calendar_app,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
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
        label={people_calendar_link()}
        value={url}
        fullWidth
        sx={{ maxWidth: 620 }}
        slotProps={{
          htmlInput: {
            // An address reads left to right, in a right-to-left page too.
            dir: 'ltr',
            readOnly: true,
            onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
          },
        }}
      />
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1.25 }}>
        <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon />} onClick={() => void copyLink(url)}>
          {people_copy_link()}
        </Button>
        <Button variant="text" startIcon={<EventAvailableOutlinedIcon />} href={toWebcal(url)}>
          {people_open_in_calendar_app()}
        </Button>
        <Button variant="text" startIcon={<AutorenewIcon />} onClick={onRenew}>
          {people_get_new_link()}
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
      enqueueSnackbar(people_calendar_link_renewed(), { variant: 'success' });
      setConfirming(false);
    } catch {
      enqueueSnackbar(people_calendar_link_renew_failed(), { variant: 'error' });
    }
  };

  return (
    <SettingsSection title={people_calendar_subscription()} description={people_calendar_description()}>
      {calendarUrl.isPending ? (
        <Skeleton
          variant="rounded"
          height={56}
          sx={{ maxWidth: 620 }}
          role="progressbar"
          aria-label={people_loading_calendar_link()}
        />
      ) : calendarUrl.isError ? (
        <ListError onRetry={() => void calendarUrl.refetch()}>{people_calendar_link_failed()}</ListError>
      ) : (
        <CalendarLink url={calendarUrl.data.url} onRenew={() => setConfirming(true)} />
      )}
      <ConfirmDialog
        open={confirming}
        title={people_new_calendar_link_title()}
        message={people_new_calendar_link_message()}
        confirmText={people_get_new_link()}
        loading={renew.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
