import type { FetchArgs } from '@reduxjs/toolkit/query';
import { rutaUrl, type Pedido, type Ruta } from '@portal/shared/domain';

type Argumentos<R extends Ruta> = object extends Pedido<R> ? [pedido?: Pedido<R>, opciones?: OpcionesPedido] : [pedido: Pedido<R>, opciones?: OpcionesPedido];

/** Query values left out of the URL: an empty filter is no filter (unless a route says '' is one). */
const vacio = (valor: unknown) => valor === undefined || valor === null || valor === '';

/**
 * The query string of a contract call (the portal's RTK `paramsSerializer`): a list repeats its key
 * (`color=Roja&color=Azul`, as the API's `listaDeConsulta` reads it); undefined and null are left out.
 */
export function consultaComoTexto(consulta: Readonly<Record<string, unknown>>): string {
  const qs = new URLSearchParams();
  for (const [clave, valor] of Object.entries(consulta)) {
    for (const v of Array.isArray(valor) ? valor : [valor]) if (v !== undefined && v !== null) qs.append(clave, String(v));
  }
  return qs.toString();
}

export interface OpcionesPedido {
  /** Extra headers (a TV board's pantalla token). */
  cabeceras?: Record<string, string>;
  /** Keep '' values in the query: for a route where '' is a filter of its own (the board's cards without Equipo). */
  conservarVacios?: boolean;
}

/**
 * The request of one contract route for RTK Query: its method, its path with the parameters filled in, the query
 * without empty values and the body. The compiler checks params, query and body against the contract; the
 * endpoint's result type is `RespuestaDe<typeof ruta>`.
 */
export function pedir<R extends Ruta>(r: R, ...argumentos: Argumentos<R>): FetchArgs {
  const [pedido, opciones = {}] = argumentos as [unknown, OpcionesPedido | undefined];
  const p = (pedido ?? {}) as { params?: Record<string, string>; consulta?: Record<string, unknown>; cuerpo?: unknown };
  const args: FetchArgs = { url: rutaUrl(r, p.params).replace(/^\/api(?=\/)/, ''), method: r.metodo };
  const consulta = Object.entries(p.consulta ?? {}).flatMap(([clave, valor]) => {
    const v = Array.isArray(valor) ? valor.filter((x) => !vacio(x)) : valor;
    const guardar = opciones.conservarVacios ? v !== undefined && v !== null : !vacio(v) && !(Array.isArray(v) && v.length === 0);
    return guardar ? [[clave, v] as const] : [];
  });
  if (consulta.length) args.params = Object.fromEntries(consulta);
  if (p.cuerpo !== undefined) args.body = p.cuerpo;
  if (opciones.cabeceras) args.headers = opciones.cabeceras;
  return args;
}

/** The full URL of a GET route (a download, a link): `/api/...?consulta`. */
export function urlDe<R extends Ruta>(r: R, ...[pedido]: Argumentos<R>): string {
  const { url, params } = pedir(r, ...([pedido] as unknown as Argumentos<R>));
  const query = consultaComoTexto(params ?? {});
  return `${r.path.startsWith('/api/') || r.path === '/api' ? '/api' : ''}${url}${query ? `?${query}` : ''}`;
}
