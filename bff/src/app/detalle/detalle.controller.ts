import { Controller, Param } from '@nestjs/common';
import { detalleContrato as D, type DetalleTipoResponse } from '@portal/shared/domain';
import { Endpoint } from '../common/contract';
import { DetalleService } from './detalle.service';

@Controller()
export class DetalleController {
  constructor(private readonly detalle: DetalleService) {}

  /** Whether `/tarjeta/:id` shows a card or a Kaizen. */
  @Endpoint(D.tipo)
  resolve(@Param('id') id: string): Promise<DetalleTipoResponse> {
    return this.detalle.resolve(id);
  }
}
