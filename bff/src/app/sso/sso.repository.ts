import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Role } from '@portal/shared/domain';
import { ssoGrupos, ssoIngresos, type SsoGrupoRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import type { Comprobaciones } from './oidc-cliente';

export interface IngresoEnCurso extends Comprobaciones {
  plantaCodigo: string | null;
  creadoEn: Date;
}

/** Sign-ins on their way through the provider and their one-time codes (`sso_ingresos`), and each plant's groups. */
@Injectable()
export class SsoRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async nuevoIngreso(c: Comprobaciones, plantaCodigo: string | null, ahora: Date): Promise<void> {
    await this.db.insert(ssoIngresos).values({ state: c.state, nonce: c.nonce, verificador: c.verificador, plantaCodigo, creadoEn: ahora });
  }

  /** The sign-in of this state, taken once (a second return with it finds nothing). */
  async tomarIngreso(state: string): Promise<IngresoEnCurso | undefined> {
    const [row] = await this.db
      .delete(ssoIngresos)
      .where(and(eq(ssoIngresos.state, state), isNull(ssoIngresos.codigo)))
      .returning({
        state: ssoIngresos.state,
        nonce: ssoIngresos.nonce,
        verificador: ssoIngresos.verificador,
        plantaCodigo: ssoIngresos.plantaCodigo,
        creadoEn: ssoIngresos.creadoEn,
      });
    return row;
  }

  /** A one-time code (its hash) for the session of this membership. */
  async guardarCodigo(codigoHash: string, userId: string, plantaId: number, ahora: Date): Promise<void> {
    await this.db
      .insert(ssoIngresos)
      .values({ state: `codigo:${codigoHash}`, nonce: '', verificador: '', codigo: codigoHash, userId, plantaId, creadoEn: ahora });
  }

  /** The code's membership, taken once. */
  async canjear(codigoHash: string): Promise<{ userId: string; plantaId: number; creadoEn: Date } | undefined> {
    const [row] = await this.db
      .delete(ssoIngresos)
      .where(eq(ssoIngresos.codigo, codigoHash))
      .returning({ userId: ssoIngresos.userId, plantaId: ssoIngresos.plantaId, creadoEn: ssoIngresos.creadoEn });
    return row?.userId && row.plantaId !== null ? { userId: row.userId, plantaId: row.plantaId, creadoEn: row.creadoEn } : undefined;
  }

  /** Sign-ins never finished and codes never traded. */
  async purgar(antesDe: Date): Promise<void> {
    await this.db.delete(ssoIngresos).where(lt(ssoIngresos.creadoEn, antesDe));
  }

  /** The session plant's groups, by name. */
  grupos(): Promise<SsoGrupoRow[]> {
    return this.db.select().from(ssoGrupos).orderBy(asc(ssoGrupos.grupo));
  }

  /** Throws the driver's 23505 when the plant already has the group. */
  async crearGrupo(grupo: string, role: Role): Promise<SsoGrupoRow> {
    const [row] = await this.db.insert(ssoGrupos).values({ grupo, role }).returning();
    return row;
  }

  async eliminarGrupo(id: string): Promise<boolean> {
    const rows = await this.db.delete(ssoGrupos).where(eq(ssoGrupos.id, id)).returning({ id: ssoGrupos.id });
    return rows.length > 0;
  }

  /** Every plant's rows for these groups, in the plants the session reads. */
  rolesDeGrupos(grupos: readonly string[]): Promise<{ plantaId: number; role: string }[]> {
    if (!grupos.length) return Promise.resolve([]);
    return this.db
      .select({ plantaId: ssoGrupos.plantaId, role: ssoGrupos.role })
      .from(ssoGrupos)
      .where(inArray(ssoGrupos.grupo, [...grupos]));
  }
}
