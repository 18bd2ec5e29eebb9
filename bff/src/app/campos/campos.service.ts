import { Injectable } from '@nestjs/common';
import {
  etiquetasDeMaquinas,
  MSG,
  type Campo,
  type CampoName,
  type CrearCampoInput,
  type EquipoMaquinaInput,
  type Etiqueta,
  type EtiquetasQuery,
  type ParteMaquinaInput,
} from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { toCampoDto } from './campo.mapper';
import type { CampoRow } from '../../db/schema';
import { CamposRepository } from './campos.repository';

@Injectable()
export class CamposService {
  constructor(
    private readonly campos: CamposRepository,
    private readonly audited: AuditedTx,
  ) {}

  /** Whether `value` is a configured option of `name` (an equipo, a máquina…). */
  async configurado(name: CampoName, value: string): Promise<boolean> {
    return (await this.campos.configurados(name, [value])).has(value);
  }

  /** Which of `valores` are configured options of `name`. */
  configurados(name: CampoName, valores: readonly string[]): Promise<Set<string>> {
    return this.campos.configurados(name, valores);
  }

  /** Every configured option with its parts and equipo: a card's choices are checked against them. */
  opciones(): Promise<CampoRow[]> {
    return this.campos.list();
  }

  async list(): Promise<Campo[]> {
    return (await this.campos.list()).map(toCampoDto);
  }

  async crear({ name, value }: CrearCampoInput, actor: Actor): Promise<Campo> {
    try {
      return toCampoDto(await this.audited.run(actor, 'crear', () => this.campos.insert(name, value)));
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(MSG.campoDuplicado);
      throw err;
    }
  }

  async eliminar(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id) || !(await this.audited.run(actor, 'eliminar', () => this.campos.delete(id)))) throw notFound(MSG.campoNoEncontrado);
  }

  async agregarParte({ _id, name }: ParteMaquinaInput, actor: Actor): Promise<Campo> {
    if (!isUuid(_id)) throw notFound(MSG.campoNoEncontrado);
    const updated = await this.audited.run(actor, 'agregar_parte', () => this.campos.addPart(_id, name));
    if (updated) return toCampoDto(updated);
    // The single-statement update found nothing to change: say why.
    const campo = await this.campos.findById(_id);
    if (!campo) throw notFound(MSG.campoNoEncontrado);
    if (campo.name !== 'maquina') throw badRequest(MSG.noEsMaquina);
    throw badRequest(MSG.parteDuplicada);
  }

  async asignarEquipo({ _id, equipo }: EquipoMaquinaInput, actor: Actor): Promise<Campo> {
    if (!isUuid(_id)) throw notFound(MSG.campoNoEncontrado);
    const updated = await this.audited.run(actor, 'asignar_equipo', () => this.campos.updateEquipo(_id, equipo));
    if (updated) return toCampoDto(updated);
    const campo = await this.campos.findById(_id);
    if (!campo) throw notFound(MSG.campoNoEncontrado);
    throw badRequest(campo.name === 'maquina' ? MSG.equipoNoConfigurado : MSG.equipoSoloMaquina);
  }

  async quitarParte({ _id, name }: ParteMaquinaInput, actor: Actor): Promise<Campo> {
    if (!isUuid(_id)) throw notFound(MSG.campoNoEncontrado);
    const updated = await this.audited.run(actor, 'quitar_parte', () => this.campos.removePart(_id, name));
    if (updated) return toCampoDto(updated);
    const campo = await this.campos.findById(_id);
    throw notFound(campo ? MSG.parteNoEncontrada : MSG.campoNoEncontrado);
  }

  /** The QR labels' model: 400 for a malformed id, 404 when one asked for is not a machine (any more). */
  async etiquetas({ maquina, partes }: EtiquetasQuery, origin: string): Promise<Etiqueta[]> {
    const ids = maquina && [...new Set(maquina.map((id) => id.toLowerCase()))];
    if (ids?.some((id) => !isUuid(id))) throw badRequest(MSG.etiquetaMaquinaInvalida);
    const maquinas = await this.campos.maquinas(ids);
    if (ids && maquinas.length !== ids.length) throw notFound(MSG.etiquetaMaquinaNoEncontrada);
    return etiquetasDeMaquinas(maquinas.map(toCampoDto), origin, partes);
  }
}
