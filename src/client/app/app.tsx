import { StrictMode } from 'react';
import { LazyToaster } from '#client/components/ui/lazy-toaster.js';
import { CurrentPathProvider } from '#client/lib/current-path.js';
import { ErrorBoundary } from './error-boundary.js';
import { pageForPath } from './page-for-path.js';

/** The page at `path`: the browser passes its address, the build's prerender the URL it renders. */
export function App({ path }: { path: string }) {
  return (
    <StrictMode>
      <CurrentPathProvider value={path}>
        <ErrorBoundary>{pageForPath(path)}</ErrorBoundary>
        <LazyToaster />
      </CurrentPathProvider>
    </StrictMode>
  );
}
