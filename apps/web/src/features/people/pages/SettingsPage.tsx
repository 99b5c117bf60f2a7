import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  people_loading_settings,
  people_loading_your_settings,
  people_settings,
  people_settings_document_title,
  people_settings_intro,
  people_settings_sections,
  people_tab_appearance,
  people_tab_blocked_people,
  people_tab_edit_profile,
  people_tab_manage_account,
  people_tab_notifications,
  people_view_my_profile,
} from '@neighbourly/i18n/messages';
import type { SelfUser } from '@neighbourly/shared';
import { Children, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths, SETTINGS_TABS, type SettingsTab } from '@/lib/paths.ts';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UrlTabs, type TabSpec } from '@/components/UrlTabs.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { NotificationSettings } from '@/features/notifications/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AppearanceSettings } from '../components/AppearanceSettings.tsx';
import { AvatarSettings } from '../components/AvatarSettings.tsx';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { DeleteAccountSection } from '../components/DeleteAccountSection.tsx';
import { DownloadDataSection } from '../components/DownloadDataSection.tsx';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm.tsx';

const TAB_LABELS: Record<SettingsTab, () => string> = {
  editProfile: people_tab_edit_profile,
  accountManagement: people_tab_manage_account,
  appearance: people_tab_appearance,
  notifications: people_tab_notifications,
  blockedPeople: people_tab_blocked_people,
};

// Its query runs only on this tab, and its code loads with it.
const CalendarSubscriptionSettings = lazy(() =>
  import('../components/CalendarSubscriptionSettings.tsx').then((m) => ({
    default: m.CalendarSubscriptionSettings,
  })),
);

const isSettingsTab = (value: string): value is SettingsTab =>
  (SETTINGS_TABS as readonly string[]).includes(value);

function settingsTabs(user: SelfUser, BlockedPeople: ComponentType | undefined): TabSpec<SettingsTab>[] {
  const divided = (...parts: ReactNode[]) => (
    <Stack spacing={4} divider={<Divider flexItem />}>
      {Children.toArray(parts)}
    </Stack>
  );
  // The notifications and blocked-people tabs (and the calendar link) load their code when opened.
  const loaded = (panel: ReactNode) => (
    <Suspense fallback={<PageSpinner label={people_loading_settings()} minHeight={200} />}>{panel}</Suspense>
  );
  return [
    {
      id: 'editProfile',
      label: TAB_LABELS.editProfile(),
      // Keyed by the user, so that the form starts from the saved name.
      panel: () => divided(<AvatarSettings user={user} />, <ProfileDetailsForm key={user.id} user={user} />),
    },
    {
      id: 'accountManagement',
      label: TAB_LABELS.accountManagement(),
      panel: () =>
        divided(
          <ChangePasswordForm userId={user.id} />,
          loaded(<CalendarSubscriptionSettings />),
          <DownloadDataSection />,
          <DeleteAccountSection userId={user.id} />,
        ),
    },
    { id: 'appearance', label: TAB_LABELS.appearance(), panel: () => <AppearanceSettings /> },
    { id: 'notifications', label: TAB_LABELS.notifications(), panel: () => loaded(<NotificationSettings />) },
    ...(BlockedPeople
      ? [
          {
            id: 'blockedPeople' as const,
            label: TAB_LABELS.blockedPeople(),
            panel: () => loaded(<BlockedPeople />),
          },
        ]
      : []),
  ];
}

export interface SettingsPageProps {
  /**
   * The Blocked people tab, while messaging is on. It comes from the messaging feature, which
   * uses this one, so app/ hands it in rather than people importing messaging.
   */
  BlockedPeople?: ComponentType | undefined;
}

/**
 * `/settings` and `/settings/:tabId` (signed-in): Edit profile (the default), Manage
 * account, Appearance, Notifications and (with messaging) Blocked people, as tabs kept in the path. An unknown
 * tab id is an unknown page: /404.
 */
export default function SettingsPage({ BlockedPeople }: SettingsPageProps) {
  const { tabId } = useParams();
  const { user } = useAuth();
  const known = (id: string): id is SettingsTab =>
    isSettingsTab(id) && (id !== 'blockedPeople' || !!BlockedPeople);
  const selected = tabId && known(tabId) ? tabId : 'editProfile';
  useDocumentTitle(people_settings_document_title({ tab: TAB_LABELS[selected]() }));

  if (tabId !== undefined && !known(tabId)) return <Navigate to={paths.notFound.getHref()} replace />;
  if (!user) return <PageSpinner label={people_loading_your_settings()} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {people_settings()}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {people_settings_intro()}{' '}
        <Link href={paths.profile.getHref(user.id)} underline="always" sx={{ fontWeight: 600 }}>
          {people_view_my_profile()}
        </Link>
      </Typography>
      <UrlTabs
        tabs={settingsTabs(user, BlockedPeople)}
        label={people_settings_sections()}
        idPrefix="settings"
        inPath={{ selected: tabId, hrefFor: (id) => paths.settings.getHref(id) }}
      />
    </Container>
  );
}
