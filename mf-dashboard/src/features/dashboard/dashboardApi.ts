import { api } from '@portal/shared/data-access';

/**
 * mf_dashboard's calls, injected into the portal's single api. Empty for now: the dashboard
 * aggregates (tag 'Dashboard') arrive with the dashboard screens.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: () => ({}),
});
