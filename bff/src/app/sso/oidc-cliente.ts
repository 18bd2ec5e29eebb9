import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig, type SsoConfig } from '../common/config/app-config';
import { esLoopback } from '../common/config/env-sso';

/** What a sign-in carries to the provider and must find again on the way back. */
export interface Comprobaciones {
  state: string;
  nonce: string;
  verificador: string;
}

/** The validated ID token's claims, with the userinfo's when the token lacked the groups claim. */
export type Reclamos = Record<string, unknown> & { sub: string; iss: string };

/**
 * The portal as an OpenID Connect client (openid-client): the provider's metadata discovered once from the issuer
 * (again after a failure), authorization code with PKCE (S256), state and nonce. Every check of the answer — issuer,
 * audience, signature, expiry, nonce, state, PKCE at the token endpoint — is openid-client's; a failure throws.
 */
@Injectable()
export class OidcCliente {
  private configuracion?: Promise<oidc.Configuration>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get sso(): SsoConfig | undefined {
    return this.config.sso;
  }

  private descubrir(sso: SsoConfig): Promise<oidc.Configuration> {
    this.configuracion ??= oidc
      .discovery(sso.issuer, sso.clientId, sso.clientSecret, undefined, {
        execute: esLoopback(sso.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
        ...(this.config.oidcFetch ? { [oidc.customFetch]: this.config.oidcFetch } : {}),
      })
      .catch((err: unknown) => {
        this.configuracion = undefined;
        throw err;
      });
    return this.configuracion;
  }

  /** Fresh random values for one sign-in. */
  static comprobaciones(): Comprobaciones {
    return { state: oidc.randomState(), nonce: oidc.randomNonce(), verificador: oidc.randomPKCECodeVerifier() };
  }

  async urlDeAutorizacion(sso: SsoConfig, redirectUri: string, c: Comprobaciones): Promise<URL> {
    const configuracion = await this.descubrir(sso);
    return oidc.buildAuthorizationUrl(configuracion, {
      redirect_uri: redirectUri,
      scope: sso.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(c.verificador),
      code_challenge_method: 'S256',
      state: c.state,
      nonce: c.nonce,
    });
  }

  /** The provider's return (`vuelta`, the whole URL it called) traded for validated claims. */
  async reclamos(sso: SsoConfig, vuelta: URL, c: Comprobaciones): Promise<Reclamos> {
    const configuracion = await this.descubrir(sso);
    const tokens = await oidc.authorizationCodeGrant(configuracion, vuelta, {
      pkceCodeVerifier: c.verificador,
      expectedState: c.state,
      expectedNonce: c.nonce,
      idTokenExpected: true,
    });
    const reclamos = tokens.claims() as Reclamos | undefined;
    if (!reclamos) throw new Error('The provider answered no ID token');
    if (reclamos[sso.claimGrupos] !== undefined || !configuracion.serverMetadata().userinfo_endpoint) return reclamos;
    const info = await oidc.fetchUserInfo(configuracion, tokens.access_token, reclamos.sub);
    return { ...info, ...reclamos, [sso.claimGrupos]: info[sso.claimGrupos] };
  }

  /** The provider's end-session URL back to `vuelta`, when the provider offers one. */
  async urlDeSalida(sso: SsoConfig, vuelta: string): Promise<URL | undefined> {
    const configuracion = await this.descubrir(sso);
    if (!configuracion.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(configuracion, { client_id: sso.clientId, post_logout_redirect_uri: vuelta });
  }
}
