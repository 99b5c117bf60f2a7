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
import {
  moderation_loading_log,
  moderation_log,
  moderation_log_action,
  moderation_log_card_person,
  moderation_log_card_title,
  moderation_log_card_when,
  moderation_log_change,
  moderation_log_empty,
  moderation_log_load_failed,
  moderation_log_none,
  moderation_log_person_concerned,
  moderation_log_reason,
  moderation_log_subject,
  moderation_log_subject_id,
  moderation_log_until,
  moderation_log_when,
  moderation_log_who,
  moderation_reason_line,
} from '@neighbourly/i18n/messages';
import type { ModerationLogEntry } from '@neighbourly/shared';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { formatDateTime, formatNumber } from '@/lib/dates.ts';
import { useModerationLog } from '../api/get-log.ts';
import { actorName, logActionLabel, subjectWord } from '../labels.ts';
import { LoadMore } from './LoadMore.tsx';

const isPhoneQuery = (theme: Theme) => theme.breakpoints.down('sm');
// Logins are long single words: a card breaks them rather than scroll sideways.
const wrap = { overflowWrap: 'anywhere' } as const;

/** A grant's value: a role as the API names it (MODERATOR), a number in the page's digits, or none. */
const shown = (value: unknown) =>
  value === null || value === undefined
    ? moderation_log_none()
    : typeof value === 'number'
      ? formatNumber(value)
      : String(value);

/** The action, with what a grant changed ('NONE → MODERATOR') or when a suspension ends. */
function actionOf(entry: ModerationLogEntry): string {
  const label = logActionLabel(entry.action);
  const { from, to, until } = entry.details;
  if (entry.action === 'SET_ROLE' || entry.action === 'SET_ALLOWANCE') {
    return moderation_log_change({ action: label, from: shown(from), to: shown(to) });
  }
  if (entry.action === 'SUSPEND' && typeof until === 'string')
    return moderation_log_until({ action: label, date: formatDateTime(until) });
  return label;
}

/** An entry's cells, worded once for the table and the cards. */
const cellsOf = (entry: ModerationLogEntry) => ({
  when: formatDateTime(entry.createdAt),
  who: actorName(entry.actorLogin),
  action: actionOf(entry),
  subject: moderation_log_subject_id({ subject: subjectWord(entry.subjectType), id: entry.subjectId }),
  concerned: entry.subjectUserLogin ?? '—',
  reason: entry.reason ?? '—',
});

/** The table's columns and their shares of its width (fixed, so long logins wrap inside them). */
const COLUMNS = [
  { id: 'when', heading: moderation_log_when, width: '15%' },
  { id: 'who', heading: moderation_log_who, width: '16%' },
  { id: 'action', heading: moderation_log_action, width: '17%' },
  { id: 'subject', heading: moderation_log_subject, width: '16%' },
  { id: 'concerned', heading: moderation_log_person_concerned, width: '16%' },
  { id: 'reason', heading: moderation_log_reason, width: '20%' },
] as const;

function LogTable({ entries }: { entries: ModerationLogEntry[] }) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={moderation_log()}
        sx={{
          tableLayout: 'fixed',
          minWidth: 640,
          '& td': { overflowWrap: 'anywhere', verticalAlign: 'top' },
        }}
      >
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 600 }}>
                {column.heading()}
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
                <TableCell dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                  {cells.reason}
                </TableCell>
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
    <Stack component="ul" aria-label={moderation_log()} spacing={1.5} sx={{ m: 0, p: 0 }}>
      {entries.map((entry) => {
        const cells = cellsOf(entry);
        return (
          <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 1.5, listStyle: 'none', ...wrap }}>
            <Typography sx={{ fontWeight: 600 }}>
              {moderation_log_card_title({ action: cells.action, subject: cells.subject })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {moderation_log_card_when({ date: cells.when, actor: cells.who })}
            </Typography>
            {entry.subjectUserLogin && (
              <Typography variant="body2">
                {moderation_log_card_person({ login: cells.concerned })}
              </Typography>
            )}
            {entry.reason && (
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                {moderation_reason_line({ reason: cells.reason })}
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
  if (log.isPending) return <PageSpinner label={moderation_loading_log()} minHeight={160} />;
  if (log.isError) {
    return <ListError onRetry={() => void log.refetch()}>{moderation_log_load_failed()}</ListError>;
  }
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <EmptyState icon={<LogIcon />}>{moderation_log_empty()}</EmptyState>;
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
