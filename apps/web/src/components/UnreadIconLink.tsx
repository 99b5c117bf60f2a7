import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { shell_unread } from '@neighbourly/i18n/messages';
import { formatNumber } from '@/lib/dates.ts';

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/**
 * A header link drawn as an icon with an unread count: its accessible name says the count as the
 * badge shows it ("Messages, 2 unread", "Messages, 99+ unread"), so the badge is not the only way
 * to know it and what is seen is part of the name (axe's label-content-name-mismatch). With
 * nothing unread there is no badge at all: a hidden one still holds its last number.
 */
export function UnreadIconLink(props: {
  label: string;
  href: string;
  unread: number;
  icon: ReactNode;
  badgeTestId: string;
}) {
  const { label, href, unread, icon, badgeTestId } = props;
  // In the page's digits (Persian ۹۹+); the badge shows the same text as the name says.
  const shown = unread > MAX_SHOWN ? `${formatNumber(MAX_SHOWN)}+` : formatNumber(unread);
  return (
    <Tooltip title={label}>
      <IconButton
        href={href}
        aria-label={unread === 0 ? label : shell_unread({ label, count: shown })}
        color="primary"
      >
        {unread === 0 ? (
          icon
        ) : (
          <Badge badgeContent={shown} color="error" data-testid={badgeTestId}>
            {icon}
          </Badge>
        )}
      </IconButton>
    </Tooltip>
  );
}
