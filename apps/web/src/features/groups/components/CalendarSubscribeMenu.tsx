import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  groups_calendar_copy,
  groups_calendar_download,
  groups_calendar_download_note,
  groups_calendar_open,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { copyLink, toWebcal } from '@/lib/links.ts';
import { groupCalendarUrl } from '../api/group-calendar.ts';

/**
 * The choices of "Subscribe to calendar". A public group's calendar is open to calendar apps:
 * open it in one (webcal:) or copy its address. A private group's needs the member signed in,
 * which a calendar app cannot be, so its members download the file instead.
 */
export function CalendarSubscribeMenu({
  id,
  group,
  anchor,
  onClose,
}: {
  id: string;
  group: Group;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const url = groupCalendarUrl(group.id);
  const items =
    group.type === 'PUBLIC'
      ? [
          <MenuItem key="open" component="a" href={toWebcal(url)} onClick={onClose}>
            <ListItemIcon>
              <EventAvailableOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{groups_calendar_open()}</ListItemText>
          </MenuItem>,
          <MenuItem
            key="copy"
            onClick={() => {
              onClose();
              void copyLink(url);
            }}
          >
            <ListItemIcon>
              <ContentCopyOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{groups_calendar_copy()}</ListItemText>
          </MenuItem>,
        ]
      : [
          <MenuItem key="download" component="a" href={url} download={`${group.id}.ics`} onClick={onClose}>
            <ListItemIcon>
              <DownloadOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={groups_calendar_download()} secondary={groups_calendar_download_note()} />
          </MenuItem>,
        ];
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {items}
    </Menu>
  );
}
