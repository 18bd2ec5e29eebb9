import { lazy } from 'react';
import { ROUTES } from '@portal/shared/domain';
import { mountStandalone } from '@portal/shared/standalone';

// Only used when mf-kaizen runs alone (`npx nx serve mf-kaizen`, port 4203); inside the portal the shell
// loads the exposed pages instead.
mountStandalone({
  name: 'mf-kaizen',
  pages: [
    { path: ROUTES.kaizen, Page: lazy(() => import('./pages/KaizenPage')) },
    { path: ROUTES.agregarKaizen, Page: lazy(() => import('./pages/AgregarKaizenPage')) },
    { path: ROUTES.detalle, Page: lazy(() => import('./pages/KaizenDetallePage')) },
  ],
});
