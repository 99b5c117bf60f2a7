import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge.tsx';

export interface EmptyStateProps {
  icon?: ReactNode;
  /** The spec's empty text, e.g. 'No upcoming events scheduled'. */
  children: ReactNode;
  action?: ReactNode;
}

/** What a list shows when it has nothing in it: a quiet icon, the text and an optional action. */
export function EmptyState({ icon, children, action }: EmptyStateProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, sm: 7 }, px: 2 }}>
      {icon && <IconBadge icon={icon} size={56} color="text.secondary" />}
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{children}</Typography>
      {action}
    </Stack>
  );
}
