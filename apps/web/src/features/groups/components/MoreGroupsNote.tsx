import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { LIMITS } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { useConfig } from '@/lib/config.ts';

/** One free group per member for non-business use; more through the help address. */
export function MoreGroupsNote() {
  const { data: config } = useConfig();
  const free = LIMITS.freeGroupsPerUser === 1 ? 'one group' : `${LIMITS.freeGroupsPerUser} groups`;
  return (
    <Alert severity="info" icon={<InfoOutlinedIcon />} variant="outlined">
      Want more than one group? Every member may create {free} for free for non-business use. To run more,
      contact us at{' '}
      {config?.helpEmail ? (
        <Link href={`mailto:${config.helpEmail}`}>{config.helpEmail}</Link>
      ) : (
        <Link href={paths.help.getHref()}>our help page</Link>
      )}
      .
    </Alert>
  );
}
