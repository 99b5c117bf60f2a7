import LogIcon from '@mui/icons-material/ReceiptLongOutlined';
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
// Logins are long single words: a card breaks them rather than scroll sideways.
const wrap = { overflowWrap: 'anywhere' } as const;

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

/** The table's columns and their shares of its width (fixed, so long logins wrap inside them). */
const COLUMNS = [
  { heading: 'When', width: '15%' },
  { heading: 'Who', width: '16%' },
  { heading: 'Action', width: '17%' },
  { heading: 'Subject', width: '16%' },
  { heading: 'Person concerned', width: '16%' },
  { heading: 'Reason', width: '20%' },
] as const;

function LogTable({ entries }: { entries: ModerationLogEntry[] }) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Moderation log"
        sx={{
          tableLayout: 'fixed',
          minWidth: 640,
          '& td': { overflowWrap: 'anywhere', verticalAlign: 'top' },
        }}
      >
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.heading} style={{ width: column.width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.heading} sx={{ fontWeight: 600 }}>
                {column.heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const cells = cellsOf(entry);
            return (
              <TableRow key={entry.id}>
                <TableCell>{cells.when}</TableCell>
                <TableCell>{cells.who}</TableCell>
                <TableCell>{cells.action}</TableCell>
                <TableCell>{cells.subject}</TableCell>
                <TableCell>{cells.concerned}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{cells.reason}</TableCell>
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
  if (entries.length === 0) return <EmptyState icon={<LogIcon />}>Nothing has been logged yet.</EmptyState>;
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
