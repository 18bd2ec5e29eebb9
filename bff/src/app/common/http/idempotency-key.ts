import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeySchema, MSG } from '@portal/shared/domain';

/**
 * The request's `Idempotency-Key` header, checked by the domain's rule (1–200 visible ASCII characters);
 * undefined when absent. A repeated header arrives joined with ', ' and is refused like any other bad value.
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  const raw = ctx.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw new BadRequestException({ msg: MSG.idempotencyKeyInvalida });
  return parsed.data;
});
