import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { VALIDADO, type ConValidado, type Validado } from './contrato.interceptor';

const leer = (parte: keyof Validado) => (_data: unknown, context: ExecutionContext) => {
  const validado = context.switchToHttp().getRequest<ConValidado>()[VALIDADO];
  if (!validado || !(parte in validado)) throw new Error(`La ruta no declara ${parte} en su contrato`);
  return validado[parte];
};

/** The query string as the route's contract schema parsed it. */
export const Consulta = createParamDecorator(leer('consulta'));
/** The JSON body as the route's contract schema parsed it. */
export const Cuerpo = createParamDecorator(leer('cuerpo'));
