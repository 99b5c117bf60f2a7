import type TooltipType from '@mui/material/Tooltip';
import { useState, type ReactElement } from 'react';

type Tooltip = typeof TooltipType;
let loadedTooltip: Tooltip | undefined;
const loadTooltip = () => import('@mui/material/Tooltip').then((m) => (loadedTooltip = m.default));

/** What the trigger element must take: spread them onto it. */
export interface LazyTooltipTriggerProps {
  title?: string;
  autoFocus?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * MUI's Tooltip for a control on every page (the header's), without its code (and popper.js) in
 * the first load: it loads on the first hover or focus of the trigger, which shows a native
 * title until then. The trigger needs its own accessible name (aria-label).
 */
export function LazyTooltip({
  title,
  children: renderTrigger,
}: {
  title: string;
  children: (trigger: LazyTooltipTriggerProps) => ReactElement;
}) {
  const [LoadedTooltip, setLoadedTooltip] = useState(() => loadedTooltip);
  const [focused, setFocused] = useState(false);

  if (LoadedTooltip) {
    // The tooltip wraps a new trigger element: it takes over the focus the first one had.
    return <LoadedTooltip title={title}>{renderTrigger({ autoFocus: focused })}</LoadedTooltip>;
  }
  const load = () => void loadTooltip().then((loaded) => setLoadedTooltip(() => loaded));
  return renderTrigger({
    title,
    onPointerEnter: load,
    onFocus: () => {
      setFocused(true);
      load();
    },
    onBlur: () => setFocused(false),
  });
}
