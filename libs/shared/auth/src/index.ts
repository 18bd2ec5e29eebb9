export {
  authReducer,
  authSlice,
  logout,
  selectAuth,
  selectToken,
  selectUser,
  selectAuthStatus,
  selectSessionExpired,
  TOKEN_STORAGE_KEY,
} from './lib/authSlice';
export type { AuthState, AuthStatus } from './lib/authSlice';
export {
  authApi,
  useLoginMutation,
  useDemoLoginMutation,
  useCanjeSsoMutation,
  useCambiarPinMutation,
  useCambiarAvisosMutation,
  useGetAuthConfigQuery,
  useLoadUserQuery,
  useMisPlantasQuery,
  useCambiarPlantaMutation,
} from './lib/authApi';
export type { AuthConfig, LoginRequest } from './lib/authApi';
export { useAuth, useCambiarPlanta, useCan, useLogout } from './lib/hooks';
export type { UseAuthResult } from './lib/hooks';
export { RequireAuth } from './lib/RequireAuth';
export type { RequireAuthProps } from './lib/RequireAuth';
export { RequireCapability, SIN_PERMISO_PAGINA } from './lib/RequireCapability';
export type { RequireCapabilityProps } from './lib/RequireCapability';
