import { Injectable } from '@nestjs/common';
import { MSG, type FiltroPreset, type FiltroPresetInput } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import type { AuthUser } from '../common/access/auth-user';
import { isUniqueViolation } from '../common/db-errors';
import { badRequest } from '../common/http-errors';
import { toFiltroDto } from './filtro.mapper';
import { FiltersRepository } from './filters.repository';

@Injectable()
export class FiltersService {
  constructor(
    private readonly filters: FiltersRepository,
    private readonly audited: AuditedTx,
  ) {}

  async list(user: AuthUser): Promise<FiltroPreset[]> {
    return (await this.filters.listOf(user.id)).map(toFiltroDto);
  }

  async crear(actor: Actor, { nombre, ...seleccion }: FiltroPresetInput): Promise<FiltroPreset> {
    const stored = Object.fromEntries(Object.entries(seleccion).filter(([, v]) => v !== undefined));
    try {
      return toFiltroDto(await this.audited.run(actor, 'crear', () => this.filters.insert(actor.id, nombre, stored)));
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(MSG.filtroDuplicado);
      throw err;
    }
  }
}
