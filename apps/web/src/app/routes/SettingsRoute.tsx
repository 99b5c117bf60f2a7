import { PageSpinner } from '@/components/PageSpinner.tsx';
import { BlockedPeopleSettings } from '@/features/messaging/index.ts';
import SettingsPage from '@/features/people/pages/SettingsPage.tsx';
import { useConfig } from '@/lib/config.ts';

/**
 * The settings page, put together where both features may be used: people lays it out, and
 * messaging (which comes after people) fills the Blocked people tab while the flag is on.
 */
export default function SettingsRoute() {
  const { data: config, isPending } = useConfig();
  if (isPending) return <PageSpinner label="Loading your settings" />;
  return <SettingsPage BlockedPeople={config?.messagingEnabled ? BlockedPeopleSettings : undefined} />;
}
