import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';

/** Entry of a remote's bootstrap when it is served alone. */
export function mountStandalone(props: StandaloneAppProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp {...props} />
    </StrictMode>,
  );
}
