import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths.ts';
import { UserAvatar, type UserAvatarProps } from '@/components/UserAvatar.tsx';

/** A small avatar and a line about a person, e.g. 'Organized by Maya Chen', linking to their profile. */
export function ProfileLink({
  user,
  children,
  sx,
}: {
  user: UserAvatarProps['user'];
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Link
      href={paths.profile.getHref(user.id)}
      underline="hover"
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <UserAvatar user={user} size={28} aria-hidden alt="" />
      {children}
    </Link>
  );
}
