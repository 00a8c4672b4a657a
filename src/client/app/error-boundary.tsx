import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page.js';

/** Catches a page that fails to render or whose code cannot load, and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
