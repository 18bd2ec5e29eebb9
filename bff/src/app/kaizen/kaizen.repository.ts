import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { kaizens } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

/** Every query of the Kaizen module. TODO(h1). */
@Injectable()
export class KaizenRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: kaizens.id }).from(kaizens).where(eq(kaizens.id, id)).limit(1);
    return Boolean(row);
  }
}
