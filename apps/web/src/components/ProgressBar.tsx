import type { LinearProgressProps } from '@mui/material/LinearProgress';
import { lazy } from 'react';
import { OptionalPart } from './OptionalPart.tsx';

// MUI's LinearProgress shows only while something loads after the first paint (a navigation, a
// new search): it stays out of the first load, and its chunk is fetched once the page is idle.
const importLinearProgress = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(importLinearProgress);

/** Fetches the bar's chunk (the Layout asks once the first page is idle). */
export const preloadProgressBar = (): Promise<unknown> => importLinearProgress().catch(() => undefined);

/** MUI's LinearProgress, lazily: nothing shows until its chunk is in, or if it cannot load. */
export const ProgressBar = (props: LinearProgressProps) => (
  <OptionalPart>
    <LinearProgress {...props} />
  </OptionalPart>
);
