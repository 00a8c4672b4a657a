import { StrictMode } from 'react';
import { LazyToaster } from '#client/components/ui/lazy-toaster.js';
import { AppRoutes } from './app-routes.js';
import { ErrorBoundary } from './error-boundary.js';

/** The whole app below the router; the browser and the prerender wrap it in their own router. */
export function App() {
  return (
    <StrictMode>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <LazyToaster />
    </StrictMode>
  );
}
