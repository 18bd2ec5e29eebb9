import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/** The portal's client at the tests' provider (OIDC_CLIENT_ID, OIDC_CLIENT_SECRET of the portal under test). */
export const CLIENTE = { id: 'portal-mejora', secreto: 'secreto-de-prueba-del-portal' };

/** An account of the provider: its claims, read at each sign-in (a test changes `groups` between sign-ins). */
export interface Cuenta {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
  employee_id?: string;
}

/**
 * A real OpenID Connect provider (`oidc-provider`, certified) on a port of this machine, with its development login
 * and consent pages: a sign-in is driven through them as a browser would (cookies, forms, redirects). Its keys are the
 * test's, so a test can also sign what a misbehaving provider would send.
 */
export class ProveedorOidc {
  readonly cuentas = new Map<string, Cuenta>();
  private constructor(
    readonly issuer: string,
    /** The portal's origin (its PUBLIC_URL): where the provider sends the browser back. */
    readonly portal: string,
    private readonly server: ReturnType<typeof createServer>,
    private readonly clave: { privada: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']; jwk: JWK },
  ) {}

  static async iniciar(portal: string): Promise<ProveedorOidc> {
    let atender: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
    const server = createServer((req, res) => atender(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'clave-de-prueba', alg: 'RS256', use: 'sig' };
    const proveedor: ProveedorOidc = new ProveedorOidc(issuer, portal, server, { privada: privateKey, jwk });
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENTE.id,
          client_secret: CLIENTE.secreto,
          redirect_uris: [`${portal}/api/auth/sso/vuelta`],
          post_logout_redirect_uris: [`${portal}/login`],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [jwk] },
      cookies: { keys: ['clave-de-cookies-de-prueba'] },
      scopes: ['openid', 'profile', 'email', 'groups'],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'employee_id'], groups: ['groups'] },
      findAccount: (_ctx, id) => {
        const cuenta = proveedor.cuentas.get(id);
        return cuenta ? { accountId: id, claims: () => ({ sub: id, ...cuenta }) } : undefined;
      },
      features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
      pkce: { required: () => true },
      ttl: { IdToken: 3600 },
    });
    atender = provider.callback();
    return proveedor;
  }

  /** The portal's environment for single sign-on with this provider (its client, the groups scope, its origin). */
  entornoDelPortal(): Record<string, string> {
    return {
      PUBLIC_URL: this.portal,
      OIDC_ISSUER: this.issuer,
      OIDC_CLIENT_ID: CLIENTE.id,
      OIDC_CLIENT_SECRET: CLIENTE.secreto,
      OIDC_SCOPES: 'openid profile email groups',
    };
  }

  /**
   * Signs in as `cuenta` from the provider's authorization URL (what the portal's /api/auth/sso redirected to),
   * through the login and consent forms, and answers where the provider sends the browser back (the portal's return).
   */
  async ingresar(autorizacion: string, cuenta: string): Promise<string> {
    const cookies = new Map<string, string>();
    let url = autorizacion;
    let form: { action: string; cuerpo: URLSearchParams } | undefined;
    for (let paso = 0; paso < 20; paso++) {
      const res = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.cuerpo,
      });
      for (const c of res.headers.getSetCookie()) {
        const [par] = c.split(';');
        const i = par.indexOf('=');
        cookies.set(par.slice(0, i), par.slice(i + 1));
      }
      form = undefined;
      const location = res.headers.get('location');
      if (location) {
        const siguiente = new URL(location, url).href;
        if (siguiente.startsWith(this.portal)) return siguiente;
        url = siguiente;
        continue;
      }
      const html = await res.text();
      const accion = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (res.status !== 200 || !accion || !prompt) throw new Error(`The provider answered ${res.status}: ${html.slice(0, 300)}`);
      url = new URL(accion.replace(/&amp;/g, '&'), url).href;
      form = { action: url, cuerpo: new URLSearchParams(prompt === 'login' ? { prompt, login: cuenta, password: 'cualquiera' } : { prompt }) };
    }
    throw new Error('The sign-in never came back to the portal');
  }

  /** An ID token signed with the provider's own key: `cambiar` edits the claims of a genuine one. */
  async refirmar(idToken: string, cambiar: (claims: JWTPayload) => JWTPayload): Promise<string> {
    return new SignJWT(cambiar(decodeJwt(idToken))).setProtectedHeader({ alg: 'RS256', kid: this.clave.jwk.kid, typ: 'JWT' }).sign(this.clave.privada);
  }

  cerrar(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
