import type { FetchArgs } from '@reduxjs/toolkit/query';
import { rutaUrl, type Pedido, type Ruta } from '@portal/shared/domain';

type Argumentos<R extends Ruta> = object extends Pedido<R> ? [pedido?: Pedido<R>] : [pedido: Pedido<R>];

/** Query values left out of the URL: an empty filter is no filter. */
const vacio = (valor: unknown) => valor === undefined || valor === null || valor === '';

/**
 * The request of one contract route for RTK Query: its method, its path with the parameters filled in, the query
 * string without empty values and the body. The compiler checks params, query and body against the contract; the
 * endpoint's result type is `RespuestaDe<typeof ruta>`.
 */
export function pedir<R extends Ruta>(r: R, ...[pedido]: Argumentos<R>): FetchArgs {
  const p = (pedido ?? {}) as { params?: Record<string, string>; consulta?: Record<string, unknown>; cuerpo?: unknown };
  const args: FetchArgs = { url: rutaUrl(r, p.params).replace(/^\/api(?=\/)/, ''), method: r.metodo };
  if (p.consulta) args.params = Object.fromEntries(Object.entries(p.consulta).filter(([, valor]) => !vacio(valor)));
  if (p.cuerpo !== undefined) args.body = p.cuerpo;
  return args;
}

/** The full URL of a GET route (a download, a link): `/api/...?consulta`. */
export function urlDe<R extends Ruta>(r: R, ...[pedido]: Argumentos<R>): string {
  const { url, params } = pedir(r, ...([pedido] as Argumentos<R>));
  const query = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return `${r.path.startsWith('/api/') || r.path === '/api' ? '/api' : ''}${url}${query ? `?${query}` : ''}`;
}
