import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReportSubject } from '@neighbourly/shared';
import { lazy, Suspense, useId, useState } from 'react';

// The dialog's code (radio buttons, text field, dialog) loads when Report is first chosen, not
// with every page that lists comments.
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

/** A ⋮ menu with Report, which opens the Report dialog for `subject`. */
export function ReportMenu({
  subject,
  what,
  label,
}: {
  subject: ReportSubject;
  what: string;
  label: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setReporting(true);
            setOpened(true);
          }}
        >
          Report
        </MenuItem>
      </Menu>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog open={reporting} onClose={() => setReporting(false)} subject={subject} what={what} />
        </Suspense>
      )}
    </>
  );
}
