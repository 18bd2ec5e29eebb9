import { Injectable } from '@nestjs/common';
import { MSG, type Campo, type CrearCampoInput, type ParteMaquinaInput } from '@portal/shared/domain';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { toCampoDto } from './campo.mapper';
import { CamposRepository } from './campos.repository';

@Injectable()
export class CamposService {
  constructor(private readonly campos: CamposRepository) {}

  async list(): Promise<Campo[]> {
    return (await this.campos.list()).map(toCampoDto);
  }

  async create({ name, value }: CrearCampoInput): Promise<Campo> {
    try {
      return toCampoDto(await this.campos.create(name, value));
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(MSG.campoDuplicado);
      throw err;
    }
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.campos.delete(id))) throw notFound(MSG.campoNoEncontrado);
  }

  async addPart({ _id, name }: ParteMaquinaInput): Promise<Campo> {
    if (!isUuid(_id)) throw notFound(MSG.campoNoEncontrado);
    const updated = await this.campos.addPart(_id, name);
    if (updated) return toCampoDto(updated);
    // The single-statement update found nothing to change: say why.
    const campo = await this.campos.findById(_id);
    if (!campo) throw notFound(MSG.campoNoEncontrado);
    if (campo.name !== 'maquina') throw badRequest(MSG.noEsMaquina);
    throw badRequest(MSG.parteDuplicada);
  }

  async removePart({ _id, name }: ParteMaquinaInput): Promise<Campo> {
    if (!isUuid(_id)) throw notFound(MSG.campoNoEncontrado);
    const updated = await this.campos.removePart(_id, name);
    if (updated) return toCampoDto(updated);
    const campo = await this.campos.findById(_id);
    throw notFound(campo ? MSG.parteNoEncontrada : MSG.campoNoEncontrado);
  }
}
