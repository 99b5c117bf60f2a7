import type { SelfUser } from '@neighbourly/shared';
import EventIcon from '@mui/icons-material/Event';
import GppGoodIcon from '@mui/icons-material/GppGoodOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { mirrorInRtl } from '@/components/mirror-in-rtl.ts';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { useSignOut } from '@/features/auth/index.ts';
import { isModerator } from '@/lib/site-roles.ts';
import { paths } from '@/lib/paths.ts';
import { direction } from '../theme.ts';
import {
  shell_account_menu,
  shell_menu_logout,
  shell_menu_moderation,
  shell_menu_profile,
  shell_menu_settings,
  shell_menu_your_events,
  shell_menu_your_groups,
} from '@neighbourly/i18n/messages';
import { RouterLink } from '@/lib/router-dom.tsx';

/** The avatar menu of a signed-in user: name/profile, Your groups, Your events, Profile, Settings, Logout. */
/** Where the header's line ends: the right, or the left on right-to-left pages (issue #29). */
const lineEnd = direction === 'rtl' ? 'left' : 'right';

export function UserMenu({ user }: { user: SelfUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const menuId = `${id}-account-menu`;
  const buttonId = `${id}-account-button`;
  const signOut = useSignOut();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  const link = (to: string, icon: ReactNode, label: string) => (
    <MenuItem component={RouterLink} to={to} onClick={close}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={shell_account_menu()}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={36} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        // Under the avatar, towards the page's middle: the avatar ends the line in either direction.
        anchorOrigin={{ vertical: 'bottom', horizontal: lineEnd }}
        transformOrigin={{ vertical: 'top', horizontal: lineEnd }}
        // Rendered inside the header rather than at the end of <body>, so the open menu is part
        // of the banner landmark (axe 'region').
        disablePortal
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { mt: 1 } } }}
      >
        <MenuItem component={RouterLink} to={paths.profile.getHref(user.id)} onClick={close}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
            <UserAvatar user={user} size={40} />
            <ListItemText
              primary={user.name}
              secondary={`@${user.id}`}
              slotProps={{ primary: { dir: 'auto', sx: { fontWeight: 700 } } }}
            />
          </Box>
        </MenuItem>
        <Divider />
        {link(paths.myGroups.getHref(), <GroupsIcon fontSize="small" />, shell_menu_your_groups())}
        {link(paths.myEvents.getHref(), <EventIcon fontSize="small" />, shell_menu_your_events())}
        {link(paths.profile.getHref(user.id), <PersonIcon fontSize="small" />, shell_menu_profile())}
        {link(paths.settings.getHref(), <SettingsIcon fontSize="small" />, shell_menu_settings())}
        {isModerator(user) &&
          link(paths.moderation.getHref(), <GppGoodIcon fontSize="small" />, shell_menu_moderation())}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            signOut.mutate();
          }}
          disabled={signOut.isPending}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" sx={mirrorInRtl} />
          </ListItemIcon>
          <ListItemText>{shell_menu_logout()}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
