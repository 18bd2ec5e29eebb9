import { z } from 'zod';

/** Env of single sign-on with OpenID Connect (issue 24 §3): unset OIDC_ISSUER, the portal offers legajo + pin only. */
export const ssoEnv = {
  OIDC_ISSUER: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || URL.canParse(v), 'OIDC_ISSUER must be the provider issuer URL, e.g. https://login.microsoftonline.com/<tenant>/v2.0'),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  /** Unset: a public client (PKCE alone), when the provider registered it so. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().trim().min(1).default('openid profile email'),
  /** The provider as the login button names it: "Ingresar con <OIDC_NOMBRE>". */
  OIDC_NOMBRE: z.string().trim().min(1).max(40).optional(),
  /** The claim listing the person's groups (Entra ID and Keycloak: groups). */
  OIDC_CLAIM_GRUPOS: z.string().trim().min(1).default('groups'),
  /** A claim holding the legajo (e.g. employee_id): links a first sign-in to the plant's user with that legajo. */
  OIDC_CLAIM_LEGAJO: z.string().trim().min(1).optional(),
};

export interface SsoConfig {
  issuer: URL;
  clientId: string;
  clientSecret?: string;
  scopes: string;
  nombre: string;
  claimGrupos: string;
  claimLegajo?: string;
}

/** Plain http only to a provider on this machine (a developer's Keycloak, the tests' provider). */
export const esLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

type SsoEnv = z.output<z.ZodObject<typeof ssoEnv>>;

export function ssoConfig(e: SsoEnv): SsoConfig | string | undefined {
  if (!e.OIDC_ISSUER) return undefined;
  if (!e.OIDC_CLIENT_ID) return 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set';
  const issuer = new URL(e.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !esLoopback(issuer)) return 'OIDC_ISSUER must be https (plain http only for a provider on localhost)';
  return {
    issuer,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    scopes: e.OIDC_SCOPES.split(/\s+/).includes('openid') ? e.OIDC_SCOPES : `openid ${e.OIDC_SCOPES}`,
    nombre: e.OIDC_NOMBRE ?? issuer.hostname,
    claimGrupos: e.OIDC_CLAIM_GRUPOS,
    claimLegajo: e.OIDC_CLAIM_LEGAJO,
  };
}
