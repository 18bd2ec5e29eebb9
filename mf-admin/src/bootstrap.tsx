import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/StandaloneApp';

// Only used when mf-admin runs alone (rspack serve --config mf-admin/rspack.config.mjs, port 4204);
// inside the portal the shell loads the exposed pages instead.
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
