import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { store } from './app/store';
import { startRemotesRegistration } from './federation/remotes';
import { registrarServiceWorker } from './pwa/registrarServiceWorker';

startRemotesRegistration();
// Production only: in development the dev server's files change under the same names.
if (process.env.NODE_ENV === 'production') void registrarServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container, {
  // A remote that fails to load is handled by RemotePage's boundary (error panel + Reintentar):
  // report it as a warning, not as an uncaught error.
  onCaughtError: (error, info) => console.warn('Error capturado por la interfaz:', error, info.componentStack ?? ''),
}).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
