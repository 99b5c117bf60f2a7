import { PageSpinner } from '@/components/PageSpinner.tsx';
import { BlockedPeopleSettings } from '@/features/messaging/index.ts';
import SettingsPage from '@/features/people/pages/SettingsPage.tsx';
import { useConfig } from '@/lib/config.ts';
import { shell_loading_settings } from '@neighbourly/i18n/messages';

/**
 * The settings page, put together where both features may be used: people lays it out, and
 * messaging (which comes after people) fills the Blocked people tab while the flag is on.
 */
export default function SettingsRoute() {
  const { data: config, isPending } = useConfig();
  if (isPending) return <PageSpinner label={shell_loading_settings()} />;
  return <SettingsPage BlockedPeople={config?.messagingEnabled ? BlockedPeopleSettings : undefined} />;
}
