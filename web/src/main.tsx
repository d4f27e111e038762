import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './theme/fonts.css';
import { createStyleCache } from './theme/style-cache';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App styleCache={createStyleCache()} />
  </StrictMode>
);

if (container.firstElementChild) {
  // A pre-rendered page (scripts/prerender.mjs): it is already painted; hydrate it in a
  // transition so React yields to the browser between components (no long task).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
