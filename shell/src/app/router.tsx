import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { DetalleRoute } from '../federation/DetalleRoute';
import { RemotePage } from '../federation/RemotePage';
import { Layout } from '../layout/Layout';
import { CambiarPinPage } from '../cuenta/CambiarPinPage';
import { CuentaPage } from '../cuenta/CuentaPage';
import { IngresoSsoPage } from '../login/IngresoSsoPage';
import { LoginPage } from '../login/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { NotificacionesPage } from '../notificaciones/NotificacionesPage';
import { PendientesPage } from '../pendientes/PendientesPage';
import { REMOTE_ROUTES, TABLERO_ROUTE } from './routes';

export const appRoutes: RouteObject[] = [
  { path: TABLERO_ROUTE.path, element: <RemotePage remote={TABLERO_ROUTE.remote} module={TABLERO_ROUTE.module} /> },
  {
    element: <Layout />,
    children: [
      { path: ROUTES.login, element: <LoginPage /> },
      { path: ROUTES.ingresoSso, element: <IngresoSsoPage /> },
      {
        path: ROUTES.cambiarPin,
        element: (
          <RequireAuth>
            <CambiarPinPage />
          </RequireAuth>
        ),
      },
      {
        path: ROUTES.cuenta,
        element: (
          <RequireAuth>
            <CuentaPage />
          </RequireAuth>
        ),
      },
      {
        path: ROUTES.notificaciones,
        element: (
          <RequireAuth>
            <NotificacionesPage />
          </RequireAuth>
        ),
      },
      {
        path: ROUTES.pendientes,
        element: (
          <RequireAuth>
            <PendientesPage />
          </RequireAuth>
        ),
      },
      ...REMOTE_ROUTES.map(({ path, remote, module }) => ({
        path,
        element: (
          <RequireAuth>
            <RemotePage remote={remote} module={module} />
          </RequireAuth>
        ),
      })),
      {
        path: ROUTES.detalle,
        element: (
          <RequireAuth>
            <DetalleRoute />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
