import { API_PREFIX } from '@neighbourly/shared';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  user: { id: string; name?: string | null; hasAvatar?: boolean };
  size?: number;
}

export const avatarUrl = (userId: string) =>
  `${API_PREFIX}/images/avatar?userId=${encodeURIComponent(userId)}`;

/** The uploaded avatar when the user has one, otherwise the first letter of the name. */
export function UserAvatar({ user, size = 40, sx, ...props }: UserAvatarProps) {
  const name = user.name?.trim() || user.id;
  return (
    <Avatar
      alt={name}
      src={user.hasAvatar ? avatarUrl(user.id) : undefined}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.45,
          fontWeight: 700,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
