import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { MessagePage } from '@/components/MessagePage.tsx';

export interface ForbiddenPageProps {
  /** Who may do this, e.g. 'Only the group owner can manage this group'. */
  title: string;
  /** The page to go back to, and its button's text. */
  backHref: string;
  backLabel: string;
  /** Who to ask instead. */
  children?: ReactNode;
}

/** Said instead of a form to someone signed in who may not use it (the 403 of a page). */
export function ForbiddenPage({ title, backHref, backLabel, children }: ForbiddenPageProps) {
  return (
    <MessagePage
      icon={<LockOutlinedIcon />}
      title={title}
      actions={
        <Button variant="contained" size="large" href={backHref}>
          {backLabel}
        </Button>
      }
    >
      {children}
    </MessagePage>
  );
}
