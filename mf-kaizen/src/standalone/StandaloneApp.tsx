import { Suspense, lazy, useState } from 'react';
import { AppBar, Box, Button, CircularProgress, Container, Toolbar, Typography } from '@mui/material';
import { Provider } from 'react-redux';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useLogout } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PortalProviders } from '@portal/shared/ui';
import { StandaloneLogin } from './StandaloneLogin';
import { createStandaloneStore } from './store';

const PAGES = [
  { path: ROUTES.kaizen, Page: lazy(() => import('../pages/KaizenPage')) },
  { path: ROUTES.agregarKaizen, Page: lazy(() => import('../pages/AgregarKaizenPage')) },
];

function StandaloneLayout() {
  const logout = useLogout();
  return (
    <>
      <AppBar position="static" color="secondary">
        <Toolbar sx={{ gap: 1 }}>
          <Typography component="span" sx={{ mr: 2 }}>
            mf-kaizen (independiente)
          </Typography>
          {PAGES.filter((p) => !p.path.includes(':')).map((p) => (
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

function createRouter() {
  return createBrowserRouter([
    {
      element: <StandaloneLayout />,
      children: [
        { path: ROUTES.login, element: <StandaloneLogin /> },
        ...PAGES.map(({ path, Page }) => ({ path, element: <Page /> })),
        { path: '*', element: <Typography>Página no encontrada en mf-kaizen.</Typography> },
      ],
    },
  ]);
}

/** Mounts this remote's pages with the portal's providers and a store of the same shape as the shell's. */
export function StandaloneApp() {
  const [store] = useState(createStandaloneStore);
  const [router] = useState(createRouter);
  return (
    <Provider store={store}>
      <PortalProviders>
        <RouterProvider router={router} />
      </PortalProviders>
    </Provider>
  );
}
