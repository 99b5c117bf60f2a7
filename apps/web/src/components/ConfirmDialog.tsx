import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView.tsx';

export type { ConfirmDialogProps } from './ConfirmDialogView.tsx';

const ConfirmDialogView = lazy(() =>
  import('./ConfirmDialogView.tsx').then((m) => ({ default: m.ConfirmDialogView })),
);

/**
 * Asks before a destructive action: a danger-styled confirm button and Cancel. Its code (MUI's
 * Dialog, modal and transitions) loads when it first opens, not with every page that has such a
 * button; once opened it stays mounted, so it closes with its transition.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
