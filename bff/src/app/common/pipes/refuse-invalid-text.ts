import type { FastifyInstance } from 'fastify';
import { MSG, tieneCaracteresInvalidos } from '@portal/shared/domain';

/**
 * Whether any string of a parsed body, query or params — key or value, at any depth — has characters
 * the domain's text fields refuse (NUL, other C0 controls, lone surrogates). Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function hasInvalidText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (tieneCaracteresInvalidos(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (tieneCaracteresInvalidos(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Defence in depth behind the domain schemas (which give the same message per field): no request
 * whose query, path or JSON body holds such a string reaches a handler, so none reaches SQL.
 */
export function refuseInvalidText(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    if (hasInvalidText(request.query) || hasInvalidText(request.params) || hasInvalidText(request.body)) {
      return reply.code(400).send({ msg: MSG.textoCaracteresInvalidos });
    }
  });
}
