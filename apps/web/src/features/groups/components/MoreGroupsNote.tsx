import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { groups_free_groups, groups_help_page, groups_more_groups_note } from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { useConfig } from '@/lib/config.ts';
import { interleave } from '../interleave.tsx';

/** One free group per member for non-business use; more through the help address. */
export function MoreGroupsNote() {
  const { data: config } = useConfig();
  const free = groups_free_groups({ count: LIMITS.freeGroupsPerUser });
  return (
    <Alert severity="info" icon={<InfoOutlinedIcon />} variant="outlined">
      {interleave(groups_more_groups_note, {
        free,
        link: config?.helpEmail ? (
          <Link href={`mailto:${config.helpEmail}`}>{config.helpEmail}</Link>
        ) : (
          <Link href={paths.help.getHref()}>{groups_help_page()}</Link>
        ),
      })}
    </Alert>
  );
}
