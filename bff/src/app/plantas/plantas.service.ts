import { Injectable } from '@nestjs/common';
import { diasAlertaCrecientes, MSG, PASOS_AM_DEFECTO, TURNOS_DEFECTO, type EditarPlantaInput, type Planta } from '@portal/shared/domain';
import type { PlantaRow } from '../../db/schema';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { isUniqueViolation } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { alcanceActual } from '../database/alcance-planta';
import { AjustesPlantaService } from './ajustes-planta.service';
import { PlantasRepository, type CambiosPlanta } from './plantas.repository';

export const plantaDe = (row: PlantaRow): Planta => ({
  _id: row.id,
  nombre: row.nombre,
  codigo: row.codigo,
  zona: row.zona,
  diasAlerta: { Alta: row.diasAlertaAlta, Media: row.diasAlertaMedia, Baja: row.diasAlertaBaja },
  destinatariosReporte: row.destinatariosReporte,
  pasosAm: [...(row.pasosAm ?? PASOS_AM_DEFECTO)],
  turnos: row.turnos?.length ? row.turnos : [...TURNOS_DEFECTO],
});

/** A path's `:id` as a plant number: plain digits within int4, else none (a 404, as an unknown plant). */
export const numeroDePlanta = (id: string): number | undefined => (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined);

/**
 * Plant settings (issue 24). A caller sees the plants of its alcance (a user: its own plant) and an Admin edits the
 * plant it writes; any other plant answers 404, as one that does not exist (the plants table has no row-level
 * security, so this service is what keeps them apart). Edits run in an audited transaction (entity 'planta').
 */
@Injectable()
export class PlantasService {
  constructor(
    private readonly repo: PlantasRepository,
    private readonly audited: AuditedTx,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  /** The plants of the caller's alcance; a company Admin's: every plant. */
  async list(me?: { empresa?: boolean }): Promise<Planta[]> {
    return (me?.empresa ? await this.repo.list() : await this.repo.listIds(alcanceActual().lectura)).map(plantaDe);
  }

  async editar(id: string, input: EditarPlantaInput, actor: Actor): Promise<Planta> {
    const numero = numeroDePlanta(id);
    if (numero === undefined || !alcanceActual().escritura.includes(numero)) throw notFound(MSG.plantaNoEncontrada);
    const row = await this.audited
      .run(actor, 'editar', async () => {
        // Held until the commit: a team's step change reads the plant's steps under this row's share lock.
        const actual = await this.repo.lockById(numero);
        if (!actual) throw notFound(MSG.plantaNoEncontrada);
        const cambios: CambiosPlanta = {};
        if (input.nombre !== undefined) cambios.nombre = input.nombre;
        if (input.codigo !== undefined && input.codigo !== actual.codigo) {
          if (await this.repo.codigoEnUso(input.codigo, numero)) throw badRequest(MSG.plantaCodigoDuplicado);
          cambios.codigo = input.codigo;
        }
        if (input.zona !== undefined) cambios.zona = input.zona;
        if (input.destinatariosReporte !== undefined) cambios.destinatariosReporte = input.destinatariosReporte;
        if (input.turnos !== undefined) cambios.turnos = input.turnos;
        if (input.pasosAm !== undefined) {
          // No team may be left at a step the list no longer has.
          if ((await this.repo.pasoAmMaximo()) > input.pasosAm.length) throw badRequest(MSG.pasosAmEnUso);
          cambios.pasosAm = input.pasosAm;
        }
        const dias = input.diasAlerta ?? {};
        if (dias.Alta !== undefined) cambios.diasAlertaAlta = dias.Alta;
        if (dias.Media !== undefined) cambios.diasAlertaMedia = dias.Media;
        if (dias.Baja !== undefined) cambios.diasAlertaBaja = dias.Baja;
        const { diasAlertaAlta, diasAlertaMedia, diasAlertaBaja } = { ...actual, ...cambios };
        if (!diasAlertaCrecientes([diasAlertaAlta, diasAlertaMedia, diasAlertaBaja])) throw badRequest(MSG.plantaDiasAlertaOrden);
        if (!Object.keys(cambios).length) return actual;
        this.ajustes.cambiando(numero);
        const row = await this.repo.update(numero, cambios);
        // The comparison's months follow the plant's zone (in this transaction: rebuilt with the change or not at all).
        if (row && 'zona' in cambios) await this.repo.prepararMeses(numero, this.ajustes.vigentes(row).zonaHoraria);
        return row;
      })
      .catch((err: unknown) => {
        // Two Admins giving two plants one code at once: the unique index answers for the check above.
        throw isUniqueViolation(err) ? badRequest(MSG.plantaCodigoDuplicado) : err;
      });
    if (!row) throw notFound(MSG.plantaNoEncontrada);
    return plantaDe(row);
  }
}
