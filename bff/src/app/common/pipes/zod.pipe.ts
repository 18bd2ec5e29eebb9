import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { parsePayload } from '@portal/shared/domain';

/** Validates with a domain schema: unknown fields are stripped, the first issue becomes `{ msg }`. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = parsePayload(this.schema, value);
    if (!result.ok) throw new BadRequestException({ msg: result.msg });
    return result.data;
  }
}
