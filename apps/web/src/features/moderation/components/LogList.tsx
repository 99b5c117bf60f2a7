import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ModerationLogEntry } from '@neighbourly/shared';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { useModerationLog } from '../api/get-log.ts';
import { LOG_ACTION_LABELS, SUBJECT_WORDS, actorName } from '../labels.ts';
import { LoadMore } from './LoadMore.tsx';

const isPhoneQuery = (theme: Theme) => theme.breakpoints.down('sm');
// Logins are long single words: they may break anywhere rather than widen the table or the card.
const wrap = { overflowWrap: 'break-word', wordBreak: 'break-word' } as const;

const shown = (value: unknown) => (value === null || value === undefined ? 'none' : String(value));

/** The action, with what a grant changed ('NONE → MODERATOR') or when a suspension ends. */
function actionOf(entry: ModerationLogEntry): string {
  const label = LOG_ACTION_LABELS[entry.action];
  const { from, to, until } = entry.details;
  if (entry.action === 'SET_ROLE' || entry.action === 'SET_ALLOWANCE') {
    return `${label}: ${shown(from)} → ${shown(to)}`;
  }
  if (entry.action === 'SUSPEND' && typeof until === 'string')
    return `${label} until ${formatDateTime(until)}`;
  return label;
}

/** An entry's cells, worded once for the table and the cards. */
const cellsOf = (entry: ModerationLogEntry) => ({
  when: formatDateTime(entry.createdAt),
  who: actorName(entry.actorLogin),
  action: actionOf(entry),
  subject: `${SUBJECT_WORDS[entry.subjectType]} ${entry.subjectId}`,
  concerned: entry.subjectUserLogin ?? '—',
  reason: entry.reason ?? '—',
});

function LogTable({ entries }: { entries: ModerationLogEntry[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Moderation log">
        <TableHead>
          <TableRow>
            {['When', 'Who', 'Action', 'Subject', 'Person concerned', 'Reason'].map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 600 }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const cells = cellsOf(entry);
            return (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{cells.when}</TableCell>
                <TableCell sx={wrap}>{cells.who}</TableCell>
                <TableCell sx={{ minWidth: 110 }}>{cells.action}</TableCell>
                <TableCell sx={wrap}>{cells.subject}</TableCell>
                <TableCell sx={wrap}>{cells.concerned}</TableCell>
                <TableCell sx={{ ...wrap, whiteSpace: 'pre-line' }}>{cells.reason}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LogCards({ entries }: { entries: ModerationLogEntry[] }) {
  return (
    <Stack component="ul" aria-label="Moderation log" spacing={1.5} sx={{ m: 0, p: 0 }}>
      {entries.map((entry) => {
        const cells = cellsOf(entry);
        return (
          <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 1.5, listStyle: 'none', ...wrap }}>
            <Typography sx={{ fontWeight: 600 }}>
              {cells.action}: {cells.subject}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {cells.when} · by {cells.who}
            </Typography>
            {entry.subjectUserLogin && (
              <Typography variant="body2">Person concerned: {cells.concerned}</Typography>
            )}
            {entry.reason && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                Reason: {cells.reason}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The Log tab: every action and role grant, newest first, as a table (cards on phones). */
export function LogList() {
  const log = useModerationLog();
  const isPhone = useMediaQuery(isPhoneQuery);
  if (log.isPending) return <PageSpinner label="Loading the log" minHeight={160} />;
  if (log.isError) {
    return <ListError onRetry={() => void log.refetch()}>The log could not be loaded.</ListError>;
  }
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0)
    return <EmptyState icon={<HistoryIcon />}>Nothing has been logged yet.</EmptyState>;
  return (
    <>
      {isPhone ? <LogCards entries={entries} /> : <LogTable entries={entries} />}
      <LoadMore
        hasMore={log.hasNextPage}
        loading={log.isFetchingNextPage}
        onLoad={() => void log.fetchNextPage()}
      />
    </>
  );
}
