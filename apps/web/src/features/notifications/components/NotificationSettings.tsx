import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  notifications_loading_settings,
  notifications_settings_load_failed,
} from '@neighbourly/i18n/messages';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { usePreferences } from '../api/get-preferences.ts';
import { useEmailLinkResult } from '../hooks/use-email-link-result.ts';
import { EmailAddressSection } from './EmailAddressSection.tsx';
import { EmailKindsSection } from './EmailKindsSection.tsx';

/** Settings › Notifications: the address to email them to, and which kinds are emailed. */
export function NotificationSettings() {
  useEmailLinkResult();
  const preferences = usePreferences();
  if (preferences.isPending) return <PageSpinner label={notifications_loading_settings()} minHeight={160} />;
  if (preferences.isError) {
    return (
      <ListError onRetry={() => void preferences.refetch()}>{notifications_settings_load_failed()}</ListError>
    );
  }
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      {/* Keyed by the saved address, so the field starts again from it once it changes. */}
      <EmailAddressSection key={preferences.data.email ?? ''} preferences={preferences.data} />
      <EmailKindsSection preferences={preferences.data} />
    </Stack>
  );
}
