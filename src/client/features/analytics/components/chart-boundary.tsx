import { Component, type ReactNode } from 'react';

/**
 * A chart whose code failed to download (a deploy replaced the files, the network dropped)
 * leaves a note in its place instead of taking the whole dashboard down with it.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? (
      <p className="text-sm text-slate-700">The chart could not be loaded.</p>
    ) : (
      this.props.children
    );
  }
}
