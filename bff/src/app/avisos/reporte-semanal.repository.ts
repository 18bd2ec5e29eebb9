import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

/** The weekly report's rows (`reportes_semanales`): one per ISO week, claimed by one sender at a time. */
@Injectable()
export class ReporteSemanalRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The week's row (created once, whoever comes first), claimed by one sender at a time; undefined if sent or taken. */
  async claimSemana(semana: string, ahora: Date, staleMs: number): Promise<{ intentos: number } | undefined> {
    const now = ahora.toISOString();
    await this.db.execute(
      sql`insert into reportes_semanales (semana, proximo_intento) values (${semana}, ${now}::timestamptz) on conflict (planta_id, semana) do nothing`,
    );
    const [row] = filas<{ intentos: number }>(
      await this.db.execute(sql`
        update reportes_semanales set reclamado_en = ${now}::timestamptz
         where semana = ${semana} and estado = 'pendiente' and proximo_intento <= ${now}::timestamptz
           and (reclamado_en is null or reclamado_en < ${new Date(ahora.getTime() - staleMs).toISOString()}::timestamptz)
        returning intentos`),
    );
    return row ? { intentos: Number(row.intentos) } : undefined;
  }

  async updateSemanaEnviada(semana: string, destinatarios: string[], ahora: Date): Promise<void> {
    await this.db.execute(sql`
      update reportes_semanales set estado = 'enviado', destinatarios = ${destinatarios.join(', ')}, enviado_en = ${ahora.toISOString()}::timestamptz, reclamado_en = null
       where semana = ${semana}`);
  }

  async updateSemanaFallida(semana: string, error: string, proximo: Date, rendirse: boolean): Promise<void> {
    await this.db.execute(sql`
      update reportes_semanales
         set intentos = intentos + 1, reclamado_en = null, ultimo_error = ${error.slice(0, 1000)},
             proximo_intento = ${proximo.toISOString()}::timestamptz,
             estado = case when ${rendirse} then 'fallido' else estado end
       where semana = ${semana}`);
  }
}
