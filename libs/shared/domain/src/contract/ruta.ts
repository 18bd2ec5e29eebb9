import type { z } from 'zod';
import type { Capability } from '../lib/roles';

/**
 * Who may call a route: anyone, any logged-in user, a TV board's pantalla token or any user, or the roles having a
 * capability (ROLE_CAPABILITIES). The BFF's access guard enforces it; the authorization matrix checks it.
 */
export type Acceso = 'public' | 'authenticated' | 'pantallaOrUser' | Capability;

export type MetodoHttp = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const TIPO_JSON: unique symbol;

/** A JSON answer of type T (T exists for the compiler only). */
export interface Json<T> {
  readonly tipo: 'json';
  readonly [TIPO_JSON]?: T;
}
/** A download (Excel, PDF, an image…) of this media type. */
export interface Archivo {
  readonly tipo: 'archivo';
  readonly mime: string;
}
/** Anything else the route answers as it is (an HTML page, a server-sent event stream). */
export interface Texto {
  readonly tipo: 'texto';
  readonly mime: string;
}
export type Respuesta = Json<unknown> | Archivo | Texto;

/** The body of a multipart upload: parsed as a stream by its service, described here for the docs. */
export interface Multipart {
  readonly tipo: 'multipart';
  /** The form's fields, e.g. { file: 'La imagen (JPEG, PNG o WebP)' }. */
  readonly campos: Readonly<Record<string, string>>;
}

/**
 * One HTTP route of the API: the single source the BFF registers and validates with, the clients call with
 * (`pedir`), the OpenAPI document describes and the authorization matrix checks.
 */
export interface Ruta {
  readonly metodo: MetodoHttp;
  /** The full path as Fastify routes it, `:params` included (`/api/tarjetas/:id`). */
  readonly path: string;
  readonly acceso: Acceso;
  /** One line in Spanish for the API docs. */
  readonly resumen: string;
  /** Validates the query string (unknown keys stripped, first issue → `{ msg }` 400). */
  readonly consulta?: z.ZodType;
  /** Validates the JSON body, or describes a multipart one. */
  readonly cuerpo?: z.ZodType | Multipart;
  readonly respuesta: Respuesta;
  /** The success status when it is not Nest's default (201 for POST, 200 otherwise). */
  readonly estado?: 200 | 201 | 204;
  /**
   * Changes only the caller's own account, session or reading marks (pin, e-mail, plant of the session, notices read,
   * a ticket for the live events): the one kind of POST a read-only role (`soloLectura`: Corporativo) may make.
   */
  readonly propia?: true;
  /** Accepts an Idempotency-Key header (offline queues send it). */
  readonly idempotente?: boolean;
  /** The handler may stream the JSON text instead of returning it (a very large array written in batches). */
  readonly jsonEnFlujo?: true;
}

export const json = <T>(): Json<T> => ({ tipo: 'json' }) as Json<T>;
export const archivo = (mime: string): Archivo => ({ tipo: 'archivo', mime });
export const texto = (mime: string): Texto => ({ tipo: 'texto', mime });
export const multipart = (campos: Record<string, string>): Multipart => ({ tipo: 'multipart', campos });

export const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Declares a route; `const` keeps its literal path and schemas in the type. */
export const ruta = <const R extends Ruta>(r: R): R => r;

type Segmentos<P extends string> = P extends `${string}:${infer Nombre}/${infer Resto}`
  ? Nombre | Segmentos<Resto>
  : P extends `${string}:${infer Nombre}`
    ? Nombre
    : never;

/** `{ id: string }` for `/api/tarjetas/:id`; `{}` for a path without parameters. */
export type ParamsDe<R extends Ruta> = { [K in Segmentos<R['path']>]: string };
/** What the server gets after validation. */
export type ConsultaDe<R extends Ruta> = R['consulta'] extends z.ZodType ? z.output<R['consulta']> : never;
export type CuerpoDe<R extends Ruta> = R['cuerpo'] extends z.ZodType ? z.output<R['cuerpo']> : never;
/** What a client may send (before defaults and coercions). */
export type ConsultaEntrada<R extends Ruta> = R['consulta'] extends z.ZodType ? z.input<R['consulta']> : never;
export type CuerpoEntrada<R extends Ruta> = R['cuerpo'] extends z.ZodType ? z.input<R['cuerpo']> : R['cuerpo'] extends Multipart ? FormData : never;
/** The answer's type: the JSON's, or a Blob for downloads and text. */
export type RespuestaDe<R extends Ruta> = R['respuesta'] extends Json<infer T> ? T : Blob;

/** The arguments of a call: only the parts the route has. */
export type Pedido<R extends Ruta> = ([Segmentos<R['path']>] extends [never] ? { params?: never } : { params: ParamsDe<R> }) &
  (R['consulta'] extends z.ZodType ? { consulta: ConsultaEntrada<R> } : { consulta?: never }) &
  (R['cuerpo'] extends z.ZodType | Multipart ? { cuerpo: CuerpoEntrada<R> } : { cuerpo?: never });

/** The route's path with its parameters filled in (each URI-encoded). */
export function rutaUrl(r: Ruta, params: Readonly<Record<string, string>> = {}): string {
  return r.path.replace(/:(\w+)/g, (_m, nombre: string) => {
    const valor = params[nombre];
    if (valor === undefined) throw new Error(`Falta el parámetro :${nombre} de ${r.metodo} ${r.path}`);
    return encodeURIComponent(valor);
  });
}

/** `:id` → `{id}` (OpenAPI's path template). */
export const pathOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The names of a path's parameters, in order. */
export const parametrosDePath = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
