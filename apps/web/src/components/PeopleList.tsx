import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { UserSummary } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths.ts';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { RouterLink } from '@/lib/router-dom.tsx';

export interface PersonRow {
  user: UserSummary;
  /** Shown under the name, e.g. 'Group owner'. */
  role: string;
  /** At the row's end, beside the link: e.g. the owner's menu of what to do with a member. */
  action?: ReactNode;
}

/** People as rows of avatar, name (or id) and role; a row opens the person's profile. */
export function PeopleList({ label, people }: { label: string; people: readonly PersonRow[] }) {
  return (
    <List aria-label={label} disablePadding>
      {people.map(({ user, role, action }) => (
        <ListItem key={user.id} disablePadding divider secondaryAction={action}>
          <ListItemButton component={RouterLink} to={paths.profile.getHref(user.id)} sx={{ py: 1.25 }}>
            <ListItemAvatar>
              <UserAvatar user={user} aria-hidden />
            </ListItemAvatar>
            <ListItemText
              primary={user.name || user.id}
              secondary={role}
              slotProps={{ primary: { dir: 'auto', sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
