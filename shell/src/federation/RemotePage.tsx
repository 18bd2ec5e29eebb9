import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { loadRemoteModule, type RemoteModule } from './remotes';

export type RemoteLoader = (remote: string, module: string) => Promise<RemoteModule>;

type LazyPage = LazyExoticComponent<ComponentType>;

/** One lazy component per loader + remote module, forgotten when its load fails so a retry loads for real. */
const lazyCache = new WeakMap<RemoteLoader, Map<string, LazyPage>>();

function getLazyPage(loader: RemoteLoader, remote: string, module: string): LazyPage {
  let byKey = lazyCache.get(loader);
  if (!byKey) {
    byKey = new Map();
    lazyCache.set(loader, byKey);
  }
  const key = `${remote}/${module}`;
  let page = byKey.get(key);
  if (!page) {
    const cache = byKey;
    page = lazy(() =>
      loader(remote, module).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      }),
    );
    byKey.set(key, page);
  }
  return page;
}

export function remoteErrorTitle(remote: string): string {
  return `No se pudo cargar esta sección del portal (${remote}).`;
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`[RemotePage] ${this.props.remote}:`, error, info.componentStack ?? '');
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" variant="outlined" onClick={this.props.onRetry}>
            Reintentar
          </Button>
        }
      >
        <AlertTitle>{remoteErrorTitle(this.props.remote)}</AlertTitle>
        El servicio puede no estar disponible en este momento. Pulse «Reintentar» en unos segundos; el resto del portal sigue
        funcionando.
      </Alert>
    );
  }
}

export interface RemotePageProps {
  /** Remote name from the domain's REMOTES map, e.g. 'mf_kaizen'. */
  remote: string;
  /** Exposed module, e.g. './KaizenPage'. */
  module: string;
  /** Injected in tests; defaults to the Module Federation runtime. */
  loader?: RemoteLoader;
}

/** Renders a page exposed by a remote: spinner while loading, an error panel with «Reintentar» on failure. */
export function RemotePage({ remote, module, loader = loadRemoteModule }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // `attempt` re-reads the cache: a failed load was evicted, so a retry creates a fresh lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => getLazyPage(loader, remote, module), [loader, remote, module, attempt]);
  return (
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Cargando sección" />
          </Box>
        }
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
