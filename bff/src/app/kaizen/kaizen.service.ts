import { Injectable } from '@nestjs/common';
import { MSG, type Kaizen } from '@portal/shared/domain';
import type { KaizenRow } from '../../db/schema';
import { isUuid } from '../common/db-errors';
import { notFound } from '../common/http-errors';
import { SIN_REFS, toKaizenDto } from './kaizen.mapper';
import { KaizenRepository } from './kaizen.repository';

/** Quick Kaizen rules. */
@Injectable()
export class KaizenService {
  constructor(private readonly repo: KaizenRepository) {}

  async exists(id: string): Promise<boolean> {
    return isUuid(id) && this.repo.exists(id);
  }

  /** The Kaizen with its linked cards; 404 for an unknown or malformed id. */
  async get(id: string): Promise<Kaizen> {
    return this.dto(await this.load(id));
  }

  private async dto(row: KaizenRow): Promise<Kaizen> {
    const refs = await this.repo.refs([row.id]);
    return toKaizenDto(row, refs.get(row.id) ?? SIN_REFS);
  }

  private async load(id: string): Promise<KaizenRow> {
    const row = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw notFound(MSG.kaizenNoEncontrado);
    return row;
  }
}
