import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useEnLinea } from '@portal/shared/offline';
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

/** A section that cannot load because the device has no network (its files were never kept on it). */
export const REMOTO_SIN_CONEXION = 'Sin conexión: esta sección se abrirá al volver la conexión.';

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
    return <FalloRemoto remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

const REINTENTO_AL_VOLVER_MS = 1000;

/**
 * The failure panel. Without a network it says so (not that the service may be down) until it retries by itself, a
 * moment after the network comes back; a retry that fails online gets the online message.
 */
function FalloRemoto({ remote, onRetry }: Omit<BoundaryProps, 'children'>) {
  const enLinea = useEnLinea();
  const [sinRed, setSinRed] = useState(!enLinea);
  useEffect(() => {
    if (!enLinea) return setSinRed(true);
    if (!sinRed) return;
    // The `online` event can come a moment before requests go through (the service worker's network follows).
    const reintento = setTimeout(onRetry, REINTENTO_AL_VOLVER_MS);
    return () => clearTimeout(reintento);
  }, [enLinea, sinRed, onRetry]);
  const reintentar = (
    <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
      Reintentar
    </Button>
  );
  if (sinRed) {
    return (
      <Alert severity="info" sx={{ my: 2 }} action={reintentar}>
        {REMOTO_SIN_CONEXION}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ my: 2 }} action={reintentar}>
      <AlertTitle>{remoteErrorTitle(remote)}</AlertTitle>
      El servicio puede no estar disponible en este momento. Pulse «Reintentar» en unos segundos; el resto del portal sigue funcionando.
    </Alert>
  );
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
  const reintentar = useCallback(() => setAttempt((n) => n + 1), []);
  // `attempt` re-reads the cache: a failed load was evicted, so a retry creates a fresh lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => getLazyPage(loader, remote, module), [loader, remote, module, attempt]);
  return (
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} remote={remote} onRetry={reintentar}>
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
