import { lazy } from 'react';
import { ROUTES } from '@portal/shared/domain';
import { mountStandalone } from '@portal/shared/standalone';

// Only used when mf-tarjetas runs alone (`npx nx serve mf-tarjetas`, port 4202); inside the portal the shell
// loads the exposed pages instead.
mountStandalone({
  name: 'mf-tarjetas',
  pages: [
    { path: ROUTES.tarjetas, Page: lazy(() => import('./pages/TarjetasPage')) },
    { path: ROUTES.tarjetasFiltro, Page: lazy(() => import('./pages/TarjetasFiltroPage')) },
    { path: ROUTES.agregarTarjeta, Page: lazy(() => import('./pages/AgregarTarjetaPage')) },
    { path: ROUTES.buscar, Page: lazy(() => import('./pages/BuscarPage')) },
    { path: ROUTES.detalle, Page: lazy(() => import('./pages/TarjetaDetallePage')) },
  ],
});
