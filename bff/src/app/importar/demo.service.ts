import { Injectable } from '@nestjs/common';
import { hayDatosDemo, MSG_DATOS_DEMO, type DatosDemo, type DatosDemoBorrados } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { DatosDemoRepository } from './demo.repository';

/** 'Borrar datos de demostración' (issue 21 §3): what the seed made, counted and removed in one audited transaction. */
@Injectable()
export class DatosDemoService {
  constructor(
    private readonly repo: DatosDemoRepository,
    private readonly audited: AuditedTx,
  ) {}

  contar(): Promise<DatosDemo> {
    return this.repo.contar();
  }

  /** All or nothing; a second call finds nothing and answers zeros (no record). */
  borrar(actor: Actor): Promise<DatosDemoBorrados> {
    return this.audited.run(actor, 'eliminar', async () => {
      const borrados = await this.repo.borrar();
      if (!hayDatosDemo(borrados)) return { msg: MSG_DATOS_DEMO.nadaQueBorrar, ...borrados };
      await this.repo.registrar(borrados);
      return { msg: MSG_DATOS_DEMO.borrados(borrados), ...borrados };
    });
  }
}
