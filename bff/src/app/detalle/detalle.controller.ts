import { Controller, Get, Param } from '@nestjs/common';
import type { DetalleTipoResponse } from '@portal/shared/domain';
import { Authenticated } from '../common/access/access.decorators';
import { DetalleService } from './detalle.service';

@Controller('detalle')
export class DetalleController {
  constructor(private readonly detalle: DetalleService) {}

  /** Whether `/tarjeta/:id` shows a card or a Kaizen. */
  @Get(':id')
  @Authenticated()
  resolve(@Param('id') id: string): Promise<DetalleTipoResponse> {
    return this.detalle.resolve(id);
  }
}
