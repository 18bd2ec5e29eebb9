import { HttpStatus, Injectable } from '@nestjs/common';
import { MSG, puedeEliminarComentario, type Comentario, type ComentarioDestino, type CrearComentarioInput } from '@portal/shared/domain';
import type { ComentarioRow } from '../../db/schema';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import type { AuthUser } from '../common/access/auth-user';
import { isUuid, pgErrorCode } from '../common/db-errors';
import { httpError, notFound } from '../common/http-errors';
import { NovedadesService } from '../seguimiento/novedades.service';
import { ComentariosRepository } from './comentarios.repository';

const NO_ENCONTRADO: Record<ComentarioDestino, string> = { tarjeta: MSG.tarjetaNoEncontrada, kaizen: MSG.kaizenNoEncontrado };

export const toComentarioDto = (row: ComentarioRow): Comentario => ({
  _id: row.id,
  autor: { _id: row.autorId, nombre: row.autorNombre },
  texto: row.texto,
  fecha: row.fecha.toISOString(),
});

/** The 'Comentarios' thread of a card or a Kaizen: anyone logged in reads and writes; the author or an Admin deletes. */
@Injectable()
export class ComentariosService {
  constructor(
    private readonly repo: ComentariosRepository,
    private readonly audited: AuditedTx,
    private readonly novedades: NovedadesService,
  ) {}

  async list(destino: ComentarioDestino, id: string): Promise<Comentario[]> {
    await this.destino(destino, id);
    return (await this.repo.list(destino, id)).map(toComentarioDto);
  }

  async crear(destino: ComentarioDestino, id: string, { texto }: CrearComentarioInput, user: AuthUser, actor: Actor): Promise<Comentario> {
    await this.destino(destino, id);
    try {
      const row = await this.audited.run(actor, 'crear', async () => {
        const creado = await this.repo.insert(destino, id, { autorId: user.id, autorNombre: user.name, texto });
        if (destino === 'tarjeta') await this.novedades.registrar(id, 'comentario', actor, texto);
        return creado;
      });
      return toComentarioDto(row);
    } catch (err) {
      // The card or Kaizen was deleted since the check above.
      if (pgErrorCode(err) === '23503') throw notFound(NO_ENCONTRADO[destino]);
      throw err;
    }
  }

  async eliminar(destino: ComentarioDestino, id: string, comentarioId: string, user: AuthUser, actor: Actor): Promise<void> {
    await this.destino(destino, id);
    const row = isUuid(comentarioId) ? await this.repo.find(destino, id, comentarioId) : undefined;
    if (!row) throw notFound(MSG.comentarioNoEncontrado);
    if (!puedeEliminarComentario({ _id: user.id, role: user.role }, toComentarioDto(row))) throw httpError(HttpStatus.FORBIDDEN, MSG.comentarioAjeno);
    const deleted = await this.audited.run(actor, 'eliminar', () => this.repo.delete(destino, id, comentarioId));
    if (!deleted) throw notFound(MSG.comentarioNoEncontrado);
  }

  /** 404 for an unknown or malformed card / Kaizen id. */
  private async destino(destino: ComentarioDestino, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repo.destinoExists(destino, id))) throw notFound(NO_ENCONTRADO[destino]);
  }
}
