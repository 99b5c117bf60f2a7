import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { moderation_report } from '@neighbourly/i18n/messages';
import type { ReportSubject } from '@neighbourly/shared';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { ReportWhat } from './ReportDialog.tsx';

// The dialog's code (radio buttons, text field, dialog) loads when Report is first chosen, not
// with every page that offers it.
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

export interface ReportTarget {
  subject: ReportSubject;
  /** What is reported, in words: 'comment', 'event', 'group', 'message', 'person'. */
  what: ReportWhat;
}

/**
 * The Report dialog for a menu of one's own (a conversation's, with Block): `open` shows it,
 * `dialog` goes anywhere in the menu's tree. Its code loads on the first `open`.
 */
export function useReportDialog({ subject, what }: ReportTarget): { open: () => void; dialog: ReactNode } {
  const [reporting, setReporting] = useState(false);
  const [opened, setOpened] = useState(false);
  return {
    open: () => {
      setOpened(true);
      setReporting(true);
    },
    dialog: opened ? (
      <Suspense fallback={null}>
        <ReportDialog open={reporting} onClose={() => setReporting(false)} subject={subject} what={what} />
      </Suspense>
    ) : null,
  };
}

/** A menu item besides Report, run once the menu has closed. */
export interface ReportMenuItem {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface ReportMenuProps extends ReportTarget {
  /** The ⋮ button's accessible name: 'Comment options', 'Group options'… */
  label: string;
  /** Items before Report, so that a screen with other options keeps one ⋮ button. */
  items?: ReportMenuItem[];
  /** 'medium' (the default) beside a page's buttons; 'small' in a row of a list. */
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  className?: string;
}

/** A ⋮ menu with Report (after any other `items`), which opens the Report dialog for `subject`. */
export function ReportMenu({
  subject,
  what,
  label,
  items = [],
  size = 'medium',
  sx,
  className,
}: ReportMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const report = useReportDialog({ subject, what });
  const menuId = useId();
  const choose = (run: () => void) => () => {
    setAnchor(null);
    run();
  };
  return (
    <>
      <IconButton
        size={size}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx}
        className={className}
      >
        <MoreVertIcon fontSize={size} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem key={item.label} disabled={item.disabled} onClick={choose(item.onClick)}>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem onClick={choose(report.open)}>{moderation_report()}</MenuItem>
      </Menu>
      {report.dialog}
    </>
  );
}
