import { API_PATHS } from '@neighbourly/shared';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import type { QueryClient } from '@tanstack/react-query';
import { buildUrl } from '@/lib/api.ts';
import { bumpImageVersion, imageVersionQueryOptions, useImageVersion } from '@/lib/image-version.ts';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  user: { id: string; name?: string | null; hasAvatar?: boolean };
  size?: number;
}

/** The query-key factory of avatars: every screen shows them, so they live with this component. */
export const avatarKeys = {
  all: ['avatars'] as const,
  version: (userId: string) => [...avatarKeys.all, 'version', userId] as const,
};

/**
 * GET /api/public/v1/images/avatar?userId= — the avatar image. `v` changes after an upload or a
 * delete (lib/image-version.ts), so every <img> of the avatar loads the new one at once.
 */
export const avatarUrl = (userId: string, version = 0) =>
  buildUrl(API_PATHS.avatarImage, { userId, v: version || undefined });

export const avatarVersionQueryOptions = (userId: string) =>
  imageVersionQueryOptions(avatarKeys.version(userId));

/** Makes every <img> of this person's avatar (header, profile, lists) load it again. */
export const bumpAvatarVersion = (queryClient: QueryClient, userId: string) =>
  bumpImageVersion(queryClient, avatarVersionQueryOptions(userId));

/** The uploaded avatar when the user has one, otherwise the first letter of the name. */
export function UserAvatar({ user, size = 40, sx, ...props }: UserAvatarProps) {
  const name = user.name?.trim() || user.id;
  const version = useImageVersion(avatarVersionQueryOptions(user.id));
  return (
    <Avatar
      alt={name}
      src={user.hasAvatar ? avatarUrl(user.id, version) : undefined}
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
