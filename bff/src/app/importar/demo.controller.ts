import { Controller, Delete, Get } from '@nestjs/common';
import type { DatosDemo, DatosDemoBorrados } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { RequireCapability } from '../common/access/access.decorators';
import { DatosDemoService } from './demo.service';

/** `/api/importar/demo`: the demo seed's data on the import page (Admin; issue 21 §3). */
@Controller('importar/demo')
export class DatosDemoController {
  constructor(private readonly demo: DatosDemoService) {}

  /** How many of the seed's cards, Kaizens and hours entries are still there. */
  @Get()
  @RequireCapability('tarjetas.importar')
  contar(): Promise<DatosDemo> {
    return this.demo.contar();
  }

  /** 'Borrar datos de demostración': removes them (and only them), answering what was removed. */
  @Delete()
  @RequireCapability('tarjetas.importar')
  borrar(@CurrentActor() actor: Actor): Promise<DatosDemoBorrados> {
    return this.demo.borrar(actor);
  }
}
