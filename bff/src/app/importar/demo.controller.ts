import { Controller } from '@nestjs/common';
import { importarContrato as I, type DatosDemo, type DatosDemoBorrados } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Endpoint } from '../common/contract';
import { DatosDemoService } from './demo.service';

/** `/api/importar/demo`: the demo seed's data on the import page (Admin; issue 21 §3). */
@Controller()
export class DatosDemoController {
  constructor(private readonly demo: DatosDemoService) {}

  /** How many of the seed's cards, Kaizens and hours entries are still there. */
  @Endpoint(I.datosDemo)
  contar(): Promise<DatosDemo> {
    return this.demo.count();
  }

  /** 'Borrar datos de demostración': removes them (and only them), answering what was removed. */
  @Endpoint(I.borrarDatosDemo)
  borrar(@CurrentActor() actor: Actor): Promise<DatosDemoBorrados> {
    return this.demo.borrar(actor);
  }
}
