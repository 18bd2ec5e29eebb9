import { Injectable } from '@nestjs/common';
import { MSG, type DetalleTipoResponse } from '@portal/shared/domain';
import { isUuid } from '../common/db-errors';
import { notFound } from '../common/http-errors';
import { DetalleRegistry } from './detalle.registry';

@Injectable()
export class DetalleService {
  constructor(private readonly registry: DetalleRegistry) {}

  /** Which registered kind owns the id; 404 when none does (a malformed id never reaches them). */
  async resolve(id: string): Promise<DetalleTipoResponse> {
    if (!isUuid(id)) throw notFound(MSG.detalleNoEncontrado);
    const _id = id.toLowerCase();
    const kinds = this.registry.kinds();
    const found = await Promise.all(kinds.map((kind) => kind.exists(_id)));
    const owner = kinds.find((_kind, i) => found[i]);
    if (!owner) throw notFound(MSG.detalleNoEncontrado);
    return { _id, tipo: owner.tipo };
  }
}
