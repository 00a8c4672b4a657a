import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.js';

/** The app: loaded by boot.ts once the prerendered page has been painted. */

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = <App path={window.location.pathname} />;

// Pages arrive prerendered: attach to that HTML instead of rebuilding it.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
