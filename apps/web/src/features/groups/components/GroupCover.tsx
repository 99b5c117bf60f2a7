import Diversity3Icon from '@mui/icons-material/Diversity3';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useGroupCoverUrl } from '../api/get-group-cover.ts';

/** Calm two-tone gradients for groups without a cover; white marks on all keep good contrast. */
const PLACEHOLDERS = [
  ['#00695c', '#26a69a'],
  ['#8a4500', '#d97706'],
  ['#283593', '#5c6bc0'],
  ['#880e4f', '#d81b60'],
  ['#1b5e20', '#43a047'],
  ['#37474f', '#78909c'],
] as const;

function placeholderFor(groupId: string) {
  let hash = 0;
  for (const char of groupId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PLACEHOLDERS[hash % PLACEHOLDERS.length] ?? PLACEHOLDERS[0];
}

export interface GroupCoverProps {
  group: { id: string; name: string; hasLogo: boolean };
  /** Text for the image; empty when the cover only decorates (a card whose name is beside it). */
  alt?: string;
  /** Load at once (a cover above the fold) instead of when scrolled near. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The group's cover image, or (no cover, or it fails to load) a pleasant placeholder: a
 * gradient picked from the id, the community mark and the name's initial.
 */
export function GroupCover({ group, alt = '', eager = false, sx }: GroupCoverProps) {
  const url = useGroupCoverUrl(group.id);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = group.hasLogo && failedUrl !== url;
  const [from, to] = placeholderFor(group.id);

  return (
    <Box
      sx={[
        { position: 'relative', overflow: 'hidden', bgcolor: 'action.hover', containerType: 'inline-size' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedUrl(url)}
          sx={{ display: 'block', width: 1, height: 1, objectFit: 'cover' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#ffffff',
            background: [
              'radial-gradient(circle at 85% 15%, rgba(255,255,255,0.22) 0, rgba(255,255,255,0) 40%)',
              'radial-gradient(rgba(255,255,255,0.16) 1px, transparent 1.5px) 0 0 / 18px 18px',
              `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
            ].join(', '),
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, opacity: 0.92 }}>
            <Diversity3Icon sx={{ fontSize: 'clamp(28px, 12cqi, 64px)' }} />
            <Box
              component="span"
              sx={{ fontSize: 'clamp(24px, 10cqi, 56px)', fontWeight: 800, letterSpacing: '-0.02em' }}
            >
              {(group.name.trim() || group.id).charAt(0).toUpperCase()}
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
