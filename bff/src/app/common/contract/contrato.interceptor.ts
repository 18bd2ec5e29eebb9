import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { parsePayload, type Ruta } from '@portal/shared/domain';
import type { z } from 'zod';
import { rutaDe } from './endpoint.decorator';

/** What the contract's schemas made of the request: read by `@Consulta()` and `@Cuerpo()`. */
export interface Validado {
  consulta?: unknown;
  cuerpo?: unknown;
}
export const VALIDADO = Symbol('portal.contrato.validado');
export type ConValidado = { [VALIDADO]?: Validado; query?: unknown; body?: unknown };

const esZod = (s: Ruta['cuerpo']): s is z.ZodType => !!s && typeof (s as z.ZodType).safeParse === 'function';

function validar(schema: z.ZodType, valor: unknown): unknown {
  const resultado = parsePayload(schema, valor);
  if (!resultado.ok) throw new BadRequestException({ msg: resultado.msg });
  return resultado.data;
}

/**
 * The contract validates every request: after the access guard (a caller without access gets 401/403 before any
 * 400), the query and then the body are parsed with the route's schemas — unknown keys stripped, the first issue
 * answered as `{ msg }` 400 — before the handler's parameters are read.
 */
@Injectable()
export class ContratoInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    const r = rutaDe(context.getHandler());
    if (r && context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<ConValidado>();
      const validado: Validado = {};
      if (r.consulta) validado.consulta = validar(r.consulta, request.query);
      if (esZod(r.cuerpo)) validado.cuerpo = validar(r.cuerpo, request.body);
      request[VALIDADO] = validado;
    }
    return next.handle();
  }
}
