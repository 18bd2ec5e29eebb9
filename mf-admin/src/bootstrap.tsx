import { lazy } from 'react';
import { ROUTES } from '@portal/shared/domain';
import { mountStandalone } from '@portal/shared/standalone';

// Only used when mf-admin runs alone (`npx nx serve mf-admin`, port 4204); inside the portal the shell
// loads the exposed pages instead.
mountStandalone({
  name: 'mf-admin',
  pages: [
    { path: ROUTES.admin, Page: lazy(() => import('./pages/AdminPage')) },
    { path: ROUTES.register, Page: lazy(() => import('./pages/RegisterPage')) },
    { path: ROUTES.misHoras, Page: lazy(() => import('./pages/MisHorasPage')) },
    { path: ROUTES.chart, Page: lazy(() => import('./pages/ChartPage')) },
    { path: ROUTES.auditoria, Page: lazy(() => import('./pages/AuditoriaPage')) },
    { path: ROUTES.importar, Page: lazy(() => import('./pages/ImportarPage')) },
  ],
});
