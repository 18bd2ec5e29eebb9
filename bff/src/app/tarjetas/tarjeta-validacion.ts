import { MSG } from '@portal/shared/domain';
import type { CampoRow, TarjetaRow } from '../../db/schema';
import type { CamposService } from '../campos/campos.service';
import { isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import type { TarjetasRepository } from './tarjetas.repository';

/** What a read or a write of one card checks first: the card exists, and the option values it brings are configured. */

/** Option fields checked against the configured campos. */
export interface Opciones {
  maquina?: string;
  parteMaquina?: string;
  equipo?: string;
  riesgoInicial?: string;
  tipodeRiesgo?: string;
  riesgoFinal?: string;
}

/** The card, or a 404 for an unknown or malformed id. */
export async function loadTarjeta(repo: TarjetasRepository, id: string): Promise<TarjetaRow> {
  const row = isUuid(id) ? await repo.findById(id) : undefined;
  if (!row) throw notFound(MSG.tarjetaNoEncontrada);
  return row;
}

/** Select values must be among the configured options (campos); the part among the machine's parts. */
export async function validarOpciones(campos: CamposService, o: Opciones): Promise<void> {
  if (Object.values(o).every((v) => v === undefined)) return;
  const opciones = await campos.opciones();
  const has = (name: CampoRow['name'], value: string) => opciones.some((c) => c.name === name && c.value === value);
  if (o.maquina !== undefined && !has('maquina', o.maquina)) throw badRequest(MSG.maquinaNoConfigurada);
  if (o.parteMaquina !== undefined) {
    const maquina = opciones.find((c) => c.name === 'maquina' && c.value === o.maquina);
    if (!maquina?.parteMaquina.includes(o.parteMaquina)) throw badRequest(MSG.parteNoConfigurada);
  }
  if (o.equipo !== undefined && !has('equipo', o.equipo)) throw badRequest(MSG.equipoNoConfigurado);
  if (o.riesgoInicial !== undefined && !has('riesgoInicial', o.riesgoInicial)) throw badRequest(MSG.riesgoInicialNoConfigurado);
  if (o.tipodeRiesgo !== undefined && !has('tipo', o.tipodeRiesgo)) throw badRequest(MSG.tipodeRiesgoNoConfigurado);
  if (o.riesgoFinal !== undefined && !has('riesgoFinal', o.riesgoFinal)) throw badRequest(MSG.riesgoFinalNoConfigurado);
}
