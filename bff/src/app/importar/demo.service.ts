import { Injectable } from '@nestjs/common';
import { hayDatosDemo, MSG_DATOS_DEMO, resumenDatosDemo, type DatosDemo, type DatosDemoBorrados } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { AuditedTx } from '../audit/audited-tx';
import { DatosDemoRepository } from './demo.repository';

/** 'Borrar datos de demostración' (issue 21 §3): what the seed made, counted and removed in one audited transaction. */
@Injectable()
export class DatosDemoService {
  constructor(
    private readonly repo: DatosDemoRepository,
    private readonly audited: AuditedTx,
    private readonly audit: AuditService,
  ) {}

  count(): Promise<DatosDemo> {
    return this.repo.count();
  }

  /** All or nothing; a second call finds nothing and answers zeros (no record). */
  borrar(actor: Actor): Promise<DatosDemoBorrados> {
    return this.audited.run(actor, 'eliminar', async () => {
      const borrados = await this.repo.delete();
      if (!hayDatosDemo(borrados)) return { msg: MSG_DATOS_DEMO.nadaQueBorrar, ...borrados };
      const cambios = (Object.keys(borrados) as (keyof DatosDemo)[])
        .filter((k) => borrados[k] > 0)
        .map((campo) => ({ campo, antes: borrados[campo], despues: null }));
      await this.audit.registrarResumen({
        entidad: 'datos_demo',
        etiqueta: `${MSG_DATOS_DEMO.etiquetaAuditoria}: ${resumenDatosDemo(borrados)}`,
        accion: 'eliminar',
        cambios,
      });
      return { msg: MSG_DATOS_DEMO.borrados(borrados), ...borrados };
    });
  }
}
