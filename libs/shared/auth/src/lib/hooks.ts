import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ROUTES, inicioDe, puede, type Capability, type User } from '@portal/shared/domain';
import { api } from '@portal/shared/data-access';
import { borrarCachesApi } from '@portal/shared/offline';
import { useCambiarPlantaMutation, useLoadUserQuery } from './authApi';
import { logout, selectAuth, type AuthStatus } from './authSlice';
import { salidaDelProveedor } from './sesionSso';

export interface UseAuthResult {
  user: User | null;
  token: string | null;
  status: AuthStatus;
  isAuthenticated: boolean;
}

/** Current session; loads GET /api/auth/user whenever a token is stored. */
export function useAuth(): UseAuthResult {
  const { token, user, status } = useSelector(selectAuth);
  useLoadUserQuery(undefined, { skip: !token });
  return { user, token, status, isAuthenticated: Boolean(token && user && status === 'authenticated') };
}

/** Whether the current user may (domain `puede()`: their role's capabilities, the company's if theirs). False while no user is loaded. */
export function useCan(capability: Capability): boolean {
  const { user } = useAuth();
  return puede(user, capability);
}

/**
 * Logs out: clears the token and the RTK Query cache, then reloads the page (spec §2, Salir) from the home
 * path, so the next login (on a shared plant PC, maybe another person's) is not sent back to this page.
 * The service worker's API caches go too (the reload waits for them); queued cards stay with their owner's id.
 */
export function useLogout(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    const proveedor = salidaDelProveedor();
    dispatch(logout());
    dispatch(api.util.resetApiState());
    window.history.replaceState(null, '', ROUTES.dashboard);
    // A single sign-on session: the provider's session ends too (it sends the browser back to the login page).
    void borrarCachesApi().finally(() => (proveedor ? window.location.assign(proveedor) : window.location.reload()));
  }, [dispatch]);
}

/**
 * Moves the session to another plant of the person: the new token is stored, then the page reloads at the role's home
 * there, so no screen, cache or live stream of the former plant survives (each plant's drafts, queued cards and bell
 * are its user's). Answers the switch and whether one is under way.
 */
export function useCambiarPlanta(): { cambiar: (planta: number) => Promise<boolean>; cambiando: boolean } {
  const dispatch = useDispatch();
  const [cambiarPlanta, { isLoading }] = useCambiarPlantaMutation();
  const cambiar = useCallback(
    async (planta: number) => {
      const result = await cambiarPlanta({ planta });
      if ('error' in result || !result.data) return false;
      dispatch(api.util.resetApiState());
      window.history.replaceState(null, '', inicioDe(result.data.user.role));
      await borrarCachesApi().finally(() => window.location.reload());
      return true;
    },
    [cambiarPlanta, dispatch],
  );
  return { cambiar, cambiando: isLoading };
}
