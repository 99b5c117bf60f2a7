import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { intlLocaleOf } from '@neighbourly/i18n/dates';
import {
  people_download_data,
  people_download_data_ask,
  people_download_data_ask_again,
  people_download_data_building,
  people_download_data_checking,
  people_download_data_description,
  people_download_data_download,
  people_download_data_expired,
  people_download_data_failed,
  people_download_data_load_failed,
  people_download_data_progress,
  people_download_data_ready,
  people_download_data_request_failed,
  people_download_data_requested,
  people_download_data_retry,
  shell_offline_needs_connection,
} from '@neighbourly/i18n/messages';
import type { AccountExport } from '@neighbourly/shared';
import { ListError } from '@/components/ListError.tsx';
import { SettingsSection } from '@/components/SettingsSection.tsx';
import { isApiError } from '@/lib/api.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useOnline } from '@/lib/online.ts';
import { pageLanguage } from '@/lib/page-language.ts';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useAccountExport, useRequestAccountExport } from '../api/account-export.ts';

/** "1.2 MB" in the page's language. */
function formatSize(bytes: number): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
  return new Intl.NumberFormat(intlLocaleOf(pageLanguage()), {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(Math.max(value, 0.1));
}

/** What the latest export is: building with its progress, ready with its link, failed or expired. */
function ExportState({ status }: { status: AccountExport }) {
  const online = useOnline();
  if (status.status === 'building') {
    return (
      <Box sx={{ maxWidth: 620 }}>
        <LinearProgress
          variant={status.progress > 0 ? 'determinate' : 'indeterminate'}
          value={status.progress}
          aria-label={people_download_data_progress()}
        />
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {people_download_data_building({ progress: String(status.progress) })}
        </Typography>
      </Box>
    );
  }
  if (status.status === 'ready' && status.downloadUrl && status.expiresAt) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography role="status" variant="body2">
          {people_download_data_ready({
            size: formatSize(status.byteSize ?? 0),
            date: formatDateTime(status.expiresAt),
          })}
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          href={status.downloadUrl}
          download
          disabled={!online}
        >
          {people_download_data_download()}
        </Button>
      </Stack>
    );
  }
  if (status.status === 'failed') {
    return (
      <Typography role="status" variant="body2" sx={{ color: 'error.main' }}>
        {people_download_data_failed()}
      </Typography>
    );
  }
  if (status.status === 'expired' && status.expiresAt) {
    return (
      <Typography role="status" variant="body2">
        {people_download_data_expired({ date: formatDateTime(status.expiresAt) })}
      </Typography>
    );
  }
  return null;
}

/** The ask: "Prepare my data", "Prepare a new copy" once one exists, "Try again" after a failure. */
function AskButton({ status }: { status: AccountExport }) {
  const online = useOnline();
  const ask = useRequestAccountExport();
  if (status.status === 'building') return null;

  const onAsk = async () => {
    try {
      await ask.mutateAsync();
      enqueueSnackbar(people_download_data_requested(), { variant: 'success' });
    } catch (error) {
      // Asked too often today: the server's message says so (in the person's language).
      const message = isApiError(error, 'RATE_LIMITED')
        ? error.message
        : people_download_data_request_failed();
      enqueueSnackbar(message, { variant: 'error' });
    }
  };
  const label =
    status.status === 'failed'
      ? people_download_data_retry()
      : status.status === 'none'
        ? people_download_data_ask()
        : people_download_data_ask_again();
  return (
    <Box>
      <Button
        variant={status.status === 'ready' ? 'text' : 'outlined'}
        startIcon={status.status === 'failed' ? <ReplayIcon /> : undefined}
        loading={ask.isPending}
        disabled={!online}
        onClick={() => void onAsk()}
      >
        {label}
      </Button>
      {!online && (
        <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
          {shell_offline_needs_connection()}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Manage account's "Download my data" (issue #32): asks the server to prepare a ZIP of the
 * person's own data, follows it while it is built (polling), then offers the download until it
 * expires; a failed one can be tried again.
 */
export function DownloadDataSection() {
  const status = useAccountExport();
  return (
    <SettingsSection title={people_download_data()} description={people_download_data_description()}>
      {status.isPending ? (
        <Skeleton
          variant="rounded"
          height={40}
          sx={{ maxWidth: 240 }}
          role="progressbar"
          aria-label={people_download_data_checking()}
        />
      ) : status.isError ? (
        <ListError onRetry={() => void status.refetch()}>{people_download_data_load_failed()}</ListError>
      ) : (
        <Stack spacing={2}>
          <ExportState status={status.data} />
          <AskButton status={status.data} />
        </Stack>
      )}
    </SettingsSection>
  );
}
