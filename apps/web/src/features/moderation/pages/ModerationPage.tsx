import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  moderation_fediverse_loading,
  moderation_forbidden,
  moderation_go_home,
  moderation_sections,
  moderation_tab_closed,
  moderation_tab_fediverse,
  moderation_tab_log,
  moderation_tab_open,
  moderation_title,
} from '@neighbourly/i18n/messages';
import { lazy, Suspense } from 'react';
import { ForbiddenPage } from '@/components/ForbiddenPage.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UrlTabs, type TabSpec } from '@/components/UrlTabs.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { paths } from '@/lib/paths.ts';
import { isModerator } from '@/lib/site-roles.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LogList } from '../components/LogList.tsx';
import { QueueList } from '../components/QueueList.tsx';

// The blocks and their form (react-hook-form, zod) load when the tab is first opened.
const FederationBlocks = lazy(() =>
  import('../components/FederationBlocks.tsx').then((m) => ({ default: m.FederationBlocks })),
);

type TabId = 'open' | 'closed' | 'log' | 'fediverse';

const tabs = (): TabSpec<TabId>[] => [
  { id: 'open', label: moderation_tab_open(), panel: () => <QueueList status="OPEN" /> },
  { id: 'closed', label: moderation_tab_closed(), panel: () => <QueueList status="CLOSED" /> },
  { id: 'log', label: moderation_tab_log(), panel: () => <LogList /> },
  {
    id: 'fediverse',
    label: moderation_tab_fediverse(),
    panel: () => (
      <Suspense fallback={<PageSpinner label={moderation_fediverse_loading()} minHeight={160} />}>
        <FederationBlocks />
      </Suspense>
    ),
  },
];

/**
 * `/moderation` (site moderators): tabs Open (the reports to act on, oldest first), Closed (what
 * closed them), Log (every action and role grant, newest first) and Fediverse (the blocked remote
 * servers and accounts, issue #30); the tab is kept in `?tab=`.
 */
export default function ModerationPage() {
  useDocumentTitle(moderation_title());
  const { user } = useAuth();
  if (!isModerator(user)) {
    return (
      <ForbiddenPage
        title={moderation_forbidden()}
        backHref={paths.home.getHref()}
        backLabel={moderation_go_home()}
      />
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 0 }}>
        {moderation_title()}
      </Typography>
      <UrlTabs tabs={tabs()} label={moderation_sections()} idPrefix="moderation" />
    </Container>
  );
}
