import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ForbiddenPage } from '@/components/ForbiddenPage.tsx';
import { UrlTabs, type TabSpec } from '@/components/UrlTabs.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { paths } from '@/lib/paths.ts';
import { isModerator } from '@/lib/site-roles.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LogList } from '../components/LogList.tsx';
import { QueueList } from '../components/QueueList.tsx';

type TabId = 'open' | 'closed' | 'log';

const TABS: TabSpec<TabId>[] = [
  { id: 'open', label: 'Open', panel: () => <QueueList status="OPEN" /> },
  { id: 'closed', label: 'Closed', panel: () => <QueueList status="CLOSED" /> },
  { id: 'log', label: 'Log', panel: () => <LogList /> },
];

/**
 * `/moderation` (site moderators): tabs Open (the reports to act on, oldest first), Closed (what
 * closed them) and Log (every action and role grant, newest first); the tab is kept in `?tab=`.
 */
export default function ModerationPage() {
  useDocumentTitle('Moderation');
  const { user } = useAuth();
  if (!isModerator(user)) {
    return (
      <ForbiddenPage
        title="Only site moderators can see this page"
        backHref={paths.home.getHref()}
        backLabel="Go home"
      />
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 0 }}>
        Moderation
      </Typography>
      <UrlTabs tabs={TABS} label="Moderation sections" idPrefix="moderation" />
    </Container>
  );
}
