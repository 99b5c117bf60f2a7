import { Component, Suspense, type ReactNode } from 'react';

interface Props {
  /** Shown while the part's chunk loads, and for good if it cannot load. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A lazy part the page can do without (a loading bar, a placeholder): while its chunk loads, and
 * if it fails to (a deploy since the tab opened, no connection), the fallback stands in and the
 * page around it carries on.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    const { fallback = null, children } = this.props;
    return this.state.failed ? fallback : <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
