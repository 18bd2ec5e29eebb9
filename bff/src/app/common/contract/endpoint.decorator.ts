import { HttpCode, RequestMapping, RequestMethod, type StreamableFile } from '@nestjs/common';
import type { RespuestaDe, Ruta } from '@portal/shared/domain';
import type { JsonTexto } from '../http/json-texto';
import { Authenticated, PantallaOrUser, Public, RequireCapability } from '../access/access.decorators';

export const CONTRATO_METADATA = 'portal:contrato';

/** The route a handler serves (undefined for a handler registered without `@Endpoint`). */
export const rutaDe = (handler: object): Ruta | undefined => Reflect.getMetadata(CONTRATO_METADATA, handler);

/** The path Nest registers: the global prefix 'api' is added by Nest (routes outside it are excluded there). */
const pathNest = (path: string) => path.replace(/^\/api(?=\/|$)/, '') || '/';

const accesoDe = (r: Ruta): MethodDecorator => {
  if (r.acceso === 'public') return Public();
  if (r.acceso === 'authenticated') return Authenticated();
  if (r.acceso === 'pantallaOrUser') return PantallaOrUser();
  return RequireCapability(r.acceso);
};

type JsonDe<R extends Ruta> = RespuestaDe<R> | JsonTexto<RespuestaDe<R>> | (R['jsonEnFlujo'] extends true ? StreamableFile : never);
/**
 * A handler's value for its route: the JSON's type or its text already written (JsonTexto; as a stream where the route
 * says so), or anything for downloads and text (a StreamableFile, a reply).
 */
type Devuelve<R extends Ruta> = R['respuesta'] extends { tipo: 'json' } ? JsonDe<R> | Promise<JsonDe<R>> : unknown;

/**
 * Registers a handler for one contract route: method, path, access and success status come from the contract,
 * and `ContratoInterceptor` validates its query and body with the contract's schemas (`@Consulta()`, `@Cuerpo()`).
 * The compiler checks that the handler returns the contract's response type. Controllers declare no path prefix.
 */
export function Endpoint<R extends Ruta>(r: R) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a handler's parameters are its own business
  return <F extends (...args: any[]) => Devuelve<R>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<F>) => {
    RequestMapping({ path: pathNest(r.path), method: RequestMethod[r.metodo] })(target, key, descriptor);
    accesoDe(r)(target, key, descriptor);
    if (r.estado) HttpCode(r.estado)(target, key, descriptor);
    Reflect.defineMetadata(CONTRATO_METADATA, r, descriptor.value as object);
    return descriptor;
  };
}
