import Box from '@mui/material/Box';
import type { SkeletonProps } from '@mui/material/Skeleton';
import { lazy } from 'react';
import { OptionalPart } from './OptionalPart.tsx';

// MUI's Skeleton stands in for parts that load after the first paint (a viewer's buttons, a
// signed-in header): lazy, so no page's first load carries it (issue #31).
const Skeleton = lazy(() => import('@mui/material/Skeleton'));

type PlaceholderProps = Pick<SkeletonProps, 'variant' | 'width' | 'height'>;

/** MUI's Skeleton, lazily; an empty box of its size holds the place until its chunk is in. */
export function Placeholder({ variant, width, height }: PlaceholderProps) {
  return (
    <OptionalPart fallback={<Box aria-hidden sx={{ width, height }} />}>
      <Skeleton variant={variant} width={width} height={height} aria-hidden />
    </OptionalPart>
  );
}
