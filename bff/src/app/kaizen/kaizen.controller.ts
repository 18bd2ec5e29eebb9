import { Controller, Get, Param } from '@nestjs/common';
import type { Kaizen } from '@portal/shared/domain';
import { Authenticated } from '../common/access/access.decorators';
import { KaizenService } from './kaizen.service';

/** `/api/tarjetaskaizen` (spec §7). */
@Controller('tarjetaskaizen')
export class KaizenController {
  constructor(private readonly kaizen: KaizenService) {}

  @Get(':id')
  @Authenticated()
  get(@Param('id') id: string): Promise<Kaizen> {
    return this.kaizen.get(id);
  }
}
