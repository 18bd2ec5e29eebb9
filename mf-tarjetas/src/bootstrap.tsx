import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/StandaloneApp';

// Only used when mf-tarjetas runs alone (rspack serve --config mf-tarjetas/rspack.config.mjs, port 4202);
// inside the portal the shell loads the exposed pages instead.
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
