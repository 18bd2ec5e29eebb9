import { Injectable } from '@nestjs/common';
import { isUuid } from '../common/db-errors';
import { KaizenRepository } from './kaizen.repository';

/** Quick Kaizen rules. TODO(h1). */
@Injectable()
export class KaizenService {
  constructor(private readonly repo: KaizenRepository) {}

  async exists(id: string): Promise<boolean> {
    return isUuid(id) && this.repo.exists(id);
  }
}
