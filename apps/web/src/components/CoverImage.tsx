import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import { useState } from 'react';

/** How a thing without a cover is drawn instead. */
export interface CoverPlaceholder {
  /** Picks the gradient, so that one thing always gets the same one. */
  seed: string;
  /** Two-tone gradients to pick from; white marks on all of them must keep good contrast. */
  palette: readonly (readonly [string, string])[];
  /** CSS background layers drawn over the gradient (highlights, patterns). */
  texture: readonly string[];
  icon: typeof SvgIcon;
  /** The letter beside the icon, e.g. the name's initial. */
  initial: string;
}

export interface CoverImageProps {
  src: string;
  /** False when there is no image to load: the placeholder is shown at once. */
  hasImage: boolean;
  /** Text for the image; empty when the cover only decorates (a card whose name is beside it). */
  alt?: string;
  /** Load at once (a cover above the fold) instead of when scrolled near. */
  eager?: boolean;
  sx?: SxProps<Theme>;
  placeholder: CoverPlaceholder;
}

/** A cover across the top of its page: a 16:9 band on phones, a fixed height from `sm` up. */
export const pageCoverSx = {
  width: 1,
  aspectRatio: { xs: '16 / 9', sm: 'auto' },
  height: { sm: 280, md: 340 },
  borderRadius: { xs: '14px', sm: '20px' },
} as const;

function pick<T>(seed: string, palette: readonly T[]): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0]!;
}

/** A cover image, or (none, or it fails to load) a gradient with a mark and an initial. */
export function CoverImage({ src, hasImage, alt = '', eager = false, sx, placeholder }: CoverImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = hasImage && failedUrl !== src;
  const [from, to] = pick(placeholder.seed, placeholder.palette);
  const Icon = placeholder.icon;

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
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedUrl(src)}
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
            background: [...placeholder.texture, `linear-gradient(135deg, ${from} 0%, ${to} 100%)`].join(
              ', ',
            ),
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, opacity: 0.92 }}>
            <Icon sx={{ fontSize: 'clamp(28px, 12cqi, 64px)' }} />
            <Box
              component="span"
              sx={{ fontSize: 'clamp(24px, 10cqi, 56px)', fontWeight: 800, letterSpacing: '-0.02em' }}
            >
              {placeholder.initial}
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
