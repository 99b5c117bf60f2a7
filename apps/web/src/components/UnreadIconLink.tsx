import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/**
 * A header link drawn as an icon with an unread count: its accessible name says the count too
 * ("Messages, 2 unread"), so the badge is not the only way to know it.
 */
export function UnreadIconLink(props: {
  label: string;
  href: string;
  unread: number;
  icon: ReactNode;
  badgeTestId: string;
}) {
  const { label, href, unread, icon, badgeTestId } = props;
  return (
    <Tooltip title={label}>
      <IconButton
        href={href}
        aria-label={unread === 0 ? label : `${label}, ${unread} unread`}
        color="primary"
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid={badgeTestId}>
          {icon}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
