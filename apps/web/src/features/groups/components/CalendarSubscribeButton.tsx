import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { groups_calendar_subscribe } from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { lazy, Suspense, useId, useState } from 'react';
import type { GroupViewer } from '../hooks/use-group-viewer.ts';

// The menu (MUI's Menu and Popover) loads on the first click, not with every group page.
const CalendarSubscribeMenu = lazy(() =>
  import('./CalendarSubscribeMenu.tsx').then((m) => ({ default: m.CalendarSubscribeMenu })),
);

/** "Subscribe to calendar", for those who may read the group's calendar (issue #18). */
export function CalendarSubscribeButton({
  group,
  viewer,
  sx,
}: {
  group: Group;
  viewer: GroupViewer;
  sx?: SxProps<Theme>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!viewer.canReadCalendar) return null;
  return (
    <>
      <Button
        variant="text"
        sx={sx}
        startIcon={<CalendarMonthOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {groups_calendar_subscribe()}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <CalendarSubscribeMenu id={menuId} group={group} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
