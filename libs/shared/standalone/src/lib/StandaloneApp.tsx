import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { AppBar, Box, Button, CircularProgress, Container, Toolbar, Typography } from '@mui/material';
import { Provider } from 'react-redux';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useLogout } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PlantaTiempoProvider, PortalProviders } from '@portal/shared/ui';
import { StandaloneLogin } from './StandaloneLogin';
import { createStandaloneStore } from './store';

export interface StandalonePage {
  path: string;
  Page: LazyExoticComponent<ComponentType> | ComponentType;
}

export interface StandaloneAppProps {
  /** Remote folder, e.g. 'mf-tarjetas'; shown in the bar. */
  name: string;
  pages: readonly StandalonePage[];
}

function StandaloneLayout({ name, pages }: StandaloneAppProps) {
  const logout = useLogout();
  return (
    <>
      <AppBar position="static" color="secondary">
        <Toolbar sx={{ gap: 1 }}>
          <Typography component="span" sx={{ mr: 2 }}>
            {name} (independiente)
          </Typography>
          {pages
            .filter((p) => !p.path.includes(':'))
            .map((p) => (
              <Button key={p.path} component={Link} to={p.path} color="inherit">
                {p.path}
              </Button>
            ))}
          <Box sx={{ flexGrow: 1 }} />
          <Button color="inherit" onClick={logout}>
            Salir
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 3 }}>
        <Suspense fallback={<CircularProgress aria-label="Cargando" />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}

function createRouter({ name, pages }: StandaloneAppProps) {
  return createBrowserRouter([
    {
      element: <StandaloneLayout name={name} pages={pages} />,
      children: [
        { path: ROUTES.login, element: <StandaloneLogin /> },
        ...pages.map(({ path, Page }) => ({ path, element: <Page /> })),
        { path: '*', element: <Typography>Página no encontrada en {name}.</Typography> },
      ],
    },
  ]);
}

/**
 * Runs one remote's pages alone (its own dev server), with the portal's providers and a store of
 * the same shape as the shell's. Inside the portal the shell loads the exposed pages instead.
 */
export function StandaloneApp(props: StandaloneAppProps) {
  const [store] = useState(createStandaloneStore);
  const [router] = useState(() => createRouter(props));
  return (
    <Provider store={store}>
      <PortalProviders>
        <PlantaTiempoProvider>
          <RouterProvider router={router} />
        </PlantaTiempoProvider>
      </PortalProviders>
    </Provider>
  );
}
