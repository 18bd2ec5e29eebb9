import { lazy } from 'react';
import { ROUTES } from '@portal/shared/domain';
import { mountStandalone } from '@portal/shared/standalone';

// Only used when mf-dashboard runs alone (`npx nx serve mf-dashboard`, port 4201); inside the portal the shell
// loads the exposed pages instead.
mountStandalone({
  name: 'mf-dashboard',
  pages: [{ path: ROUTES.dashboard, Page: lazy(() => import('./pages/DashboardPage')) }],
});
