import { Inject, Injectable } from '@nestjs/common';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ContenidoPlantillaAm, EstadoAuditoriaAm, PuntajeAuditoriaAm, RespuestaAuditoriaAm } from '@portal/shared/domain';
import { auditoriasPasoAm, plantillasAuditoriaAm, respuestasAuditoriaAm, type AuditoriaPasoAmRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

/** A step audit's row with the names the screens show: the team (its equipo option) and the people. */
export interface FilaAuditoriaAm {
  id: string;
  equipo_am_id: string;
  equipo_id: string | null;
  equipo: string;
  paso: number;
  estado: EstadoAuditoriaAm;
  solicitada_por: string | null;
  solicitada_por_nombre: string | null;
  solicitada_en: Date;
  vence: string;
  comentario: string;
  auditor_id: string | null;
  auditor_nombre: string | null;
  /** The auditor's role now (null: gone): whether they may still audit. */
  auditor_rol: string | null;
  iniciada_en: Date | null;
  plantilla: ContenidoPlantillaAm | null;
  porcentaje: number | null;
  aprobada: boolean | null;
  observaciones: string;
  firmada_en: Date | null;
  anulada_motivo: string | null;
}

export interface PlantillaGuardada {
  paso: number;
  contenido: ContenidoPlantillaAm;
  actualizadaEn: Date;
  actualizadaPor: { _id: string; nombre: string } | null;
}

/** Every query of the step audits (issue 25 §2); the plant is RLS's, and each join stays inside the row's plant. */
@Injectable()
export class AuditoriaAmRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async plantillas(): Promise<PlantillaGuardada[]> {
    const rows = filas<{ paso: number; contenido: ContenidoPlantillaAm; actualizada_en: Date | string; por_id: string | null; por_nombre: string | null }>(
      await this.db.execute(sql`
        select p.paso, p.contenido, p.actualizada_en, p.actualizada_por as por_id, u.name as por_nombre
          from plantillas_auditoria_am p left join users u on u.id = p.actualizada_por
         order by p.paso`),
    );
    return rows.map((r) => ({
      paso: r.paso,
      contenido: r.contenido,
      actualizadaEn: new Date(r.actualizada_en),
      actualizadaPor: r.por_id ? { _id: r.por_id, nombre: r.por_nombre ?? '' } : null,
    }));
  }

  async plantilla(paso: number): Promise<ContenidoPlantillaAm | null> {
    const [row] = await this.db.select({ contenido: plantillasAuditoriaAm.contenido }).from(plantillasAuditoriaAm).where(eq(plantillasAuditoriaAm.paso, paso));
    return row?.contenido ?? null;
  }

  async guardarPlantilla(paso: number, contenido: ContenidoPlantillaAm, por: string, en: Date): Promise<void> {
    await this.db
      .insert(plantillasAuditoriaAm)
      .values({ paso, contenido, actualizadaPor: por, actualizadaEn: en })
      .onConflictDoUpdate({
        target: [plantillasAuditoriaAm.plantaId, plantillasAuditoriaAm.paso],
        set: { contenido, actualizadaPor: por, actualizadaEn: en },
      });
  }

  /**
   * Audits with their names: one (`id`), a team's (`equipoAmId`), or the pending ones (asked for or under way),
   * soonest due first; otherwise newest first.
   */
  async lista(f: { id?: string; equipoAmId?: string; pendientes?: boolean }): Promise<FilaAuditoriaAm[]> {
    const condiciones: SQL[] = [sql`true`];
    if (f.id) condiciones.push(sql`a.id = ${f.id}::uuid`);
    if (f.equipoAmId) condiciones.push(sql`a.equipo_am_id = ${f.equipoAmId}::uuid`);
    if (f.pendientes) condiciones.push(sql`a.estado in ('solicitada', 'en_curso')`);
    const orden = f.pendientes ? sql`a.vence, a.solicitada_en, a.id` : sql`a.solicitada_en desc, a.id desc`;
    return filas<FilaAuditoriaAm>(
      await this.db.execute(sql`
        select a.id, a.equipo_am_id, c.id as equipo_id, e.equipo, a.paso, a.estado,
               a.solicitada_por, s.name as solicitada_por_nombre, a.solicitada_en, a.vence::text as vence, a.comentario,
               a.auditor_id, au.name as auditor_nombre, au.role as auditor_rol, a.iniciada_en,
               ${f.id ? sql`a.plantilla` : sql`null::jsonb as plantilla`}, a.porcentaje, a.aprobada,
               a.observaciones, a.firmada_en, a.anulada_motivo
          from auditorias_paso_am a
          join equipos_am e on e.id = a.equipo_am_id
          left join lateral (select c.id from campos c where c.planta_id = e.planta_id and c.name = 'equipo' and c.value = e.equipo order by c.id limit 1) c on true
          left join users s on s.id = a.solicitada_por
          left join users au on au.id = a.auditor_id
         where ${sql.join(condiciones, sql` and `)}
         order by ${orden}
         limit 500`),
    ).map((r) => ({
      ...r,
      solicitada_en: new Date(r.solicitada_en),
      iniciada_en: r.iniciada_en ? new Date(r.iniciada_en) : null,
      firmada_en: r.firmada_en ? new Date(r.firmada_en) : null,
    }));
  }

  /** The audit's row, locked until the caller's transaction ends (its answers and signature go one at a time). */
  async lock(id: string): Promise<AuditoriaPasoAmRow | undefined> {
    const [row] = await this.db.select().from(auditoriasPasoAm).where(eq(auditoriasPasoAm.id, id)).for('update');
    return row;
  }

  async insert(a: { equipoAmId: string; paso: number; vence: string; comentario: string; solicitadaPor: string; solicitadaEn: Date }): Promise<string> {
    const [row] = await this.db.insert(auditoriasPasoAm).values(a).returning({ id: auditoriasPasoAm.id });
    return row.id;
  }

  async update(id: string, cambios: Partial<Omit<AuditoriaPasoAmRow, 'id' | 'plantaId' | 'equipoAmId'>>): Promise<void> {
    await this.db.update(auditoriasPasoAm).set(cambios).where(eq(auditoriasPasoAm.id, id));
  }

  async respuestas(auditoriaId: string): Promise<Record<string, RespuestaAuditoriaAm>> {
    const rows = await this.db.select().from(respuestasAuditoriaAm).where(eq(respuestasAuditoriaAm.auditoriaId, auditoriaId));
    return Object.fromEntries(
      rows.map((r) => [r.requisito, { puntaje: r.puntaje as PuntajeAuditoriaAm | null, comentario: r.comentario, foto: r.foto, accion: r.accion }]),
    );
  }

  async responder(auditoriaId: string, requisito: string, r: RespuestaAuditoriaAm, por: string, en: Date): Promise<void> {
    const valores = { puntaje: r.puntaje, comentario: r.comentario, foto: r.foto, accion: r.accion, respondidaPor: por, respondidaEn: en };
    await this.db
      .insert(respuestasAuditoriaAm)
      .values({ auditoriaId, requisito, ...valores })
      .onConflictDoUpdate({ target: [respuestasAuditoriaAm.auditoriaId, respuestasAuditoriaAm.requisito], set: valores });
  }

  /** The team's open audits of a step it is leaving, cancelled with the reason (in the step change's transaction). */
  async anularAbiertas(equipoAmId: string, motivo: string): Promise<void> {
    await this.db
      .update(auditoriasPasoAm)
      .set({ estado: 'anulada', anuladaMotivo: motivo })
      .where(sql`${auditoriasPasoAm.equipoAmId} = ${equipoAmId} and ${auditoriasPasoAm.estado} in ('solicitada', 'en_curso')`);
  }
}
