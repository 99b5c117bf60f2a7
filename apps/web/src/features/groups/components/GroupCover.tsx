import Diversity3Icon from '@mui/icons-material/Diversity3';
import { CoverImage, type CoverImageProps } from '@/components/CoverImage.tsx';
import { useGroupCoverUrl } from '../api/get-group-cover.ts';

/** Calm two-tone gradients for groups without a cover; white marks on all keep good contrast. */
const PALETTE = [
  ['#00695c', '#26a69a'],
  ['#8a4500', '#d97706'],
  ['#283593', '#5c6bc0'],
  ['#880e4f', '#d81b60'],
  ['#1b5e20', '#43a047'],
  ['#37474f', '#78909c'],
] as const;

/** A highlight and a dot grid: set apart from the events' stripes. */
const TEXTURE = [
  'radial-gradient(circle at 85% 15%, rgba(255,255,255,0.22) 0, rgba(255,255,255,0) 40%)',
  'radial-gradient(rgba(255,255,255,0.16) 1px, transparent 1.5px) 0 0 / 18px 18px',
];

export interface GroupCoverProps extends Pick<CoverImageProps, 'alt' | 'eager' | 'sx'> {
  group: { id: string; name: string; hasLogo: boolean };
}

/**
 * The group's cover image, or (no cover, or it fails to load) a pleasant placeholder: a
 * gradient picked from the id, the community mark and the name's initial.
 */
export function GroupCover({ group, ...image }: GroupCoverProps) {
  const url = useGroupCoverUrl(group.id);
  return (
    <CoverImage
      src={url}
      hasImage={group.hasLogo}
      {...image}
      placeholder={{
        seed: group.id,
        palette: PALETTE,
        texture: TEXTURE,
        icon: Diversity3Icon,
        initial: (group.name.trim() || group.id).charAt(0).toUpperCase(),
      }}
    />
  );
}
