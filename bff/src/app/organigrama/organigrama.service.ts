import { Injectable } from '@nestjs/common';
import { MSG, ORGANIGRAMA_MAX_NODOS, type CrearNodoOrganigramaInput, type EditarNodoOrganigramaInput, type NodoOrganigrama } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { OrganigramaRepository, type CambiosNodo } from './organigrama.repository';

/**
 * Org chart rules. Every write runs in one audited transaction holding the chart's lock, so its checks (the
 * parent exists, no cycle, no children left behind) still hold when it commits.
 */
@Injectable()
export class OrganigramaService {
  constructor(
    private readonly repo: OrganigramaRepository,
    private readonly audited: AuditedTx,
  ) {}

  list(): Promise<NodoOrganigrama[]> {
    return this.repo.list();
  }

  async crear({ titulo, parentId, userId, nombre }: CrearNodoOrganigramaInput, actor: Actor): Promise<NodoOrganigrama> {
    const id = await this.audited.run(actor, 'crear', async () => {
      await this.repo.lock();
      if ((await this.repo.count()) >= ORGANIGRAMA_MAX_NODOS) throw badRequest(MSG.organigramaLleno);
      await this.validarSuperior(parentId);
      await this.validarUsuario(userId);
      const row = await this.repo.insert({ titulo, parentId, userId, nombre, orden: await this.repo.siguienteOrden(parentId) });
      return row.id;
    });
    return this.get(id);
  }

  /** Rename, pick the person, move (under another position and/or to another place among the siblings). */
  async editar(id: string, input: EditarNodoOrganigramaInput, actor: Actor): Promise<NodoOrganigrama> {
    if (!isUuid(id)) throw notFound(MSG.organigramaNoEncontrado);
    await this.audited.run(actor, 'editar', async () => {
      await this.repo.lock();
      const actual = await this.repo.findById(id);
      if (!actual) throw notFound(MSG.organigramaNoEncontrado);
      const cambios: CambiosNodo = {};
      if (input.titulo !== undefined) cambios.titulo = input.titulo;
      // One person at a time: picking a user drops the free name and the other way round.
      if (input.userId) {
        await this.validarUsuario(input.userId);
        Object.assign(cambios, { userId: input.userId, nombre: null });
      } else if (input.nombre) {
        Object.assign(cambios, { nombre: input.nombre, userId: null });
      } else {
        if (input.userId === null) cambios.userId = null;
        if (input.nombre === null) cambios.nombre = null;
      }
      const padre = input.parentId === undefined ? actual.parentId : input.parentId;
      const mueve = padre !== actual.parentId;
      if (mueve && padre !== null) {
        await this.validarSuperior(padre);
        if (await this.repo.esDeSuRama(id, padre)) throw badRequest(MSG.organigramaCiclo);
      }
      if (mueve) cambios.parentId = padre;
      await this.repo.update(id, cambios);
      if (mueve || input.orden !== undefined) await this.ubicar(id, padre, input.orden);
    });
    return this.get(id);
  }

  /** A position with reporting positions is refused: deleting a branch by mistake would lose its people. */
  async eliminar(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw notFound(MSG.organigramaNoEncontrado);
    await this.audited.run(actor, 'eliminar', async () => {
      await this.repo.lock();
      if (!(await this.repo.findById(id))) throw notFound(MSG.organigramaNoEncontrado);
      if (await this.repo.hijoExists(id)) throw badRequest(MSG.organigramaConDependientes);
      await this.repo.delete(id);
    });
  }

  private async get(id: string): Promise<NodoOrganigrama> {
    const nodo = await this.repo.findNodo(id);
    if (!nodo) throw notFound(MSG.organigramaNoEncontrado);
    return nodo;
  }

  /** Puts `id` at `posicion` among the positions under `padre` (last when absent or beyond) and numbers them 0..n. */
  private async ubicar(id: string, padre: string | null, posicion: number | undefined): Promise<void> {
    const hermanos = await this.repo.hermanos(padre, id);
    const en = Math.min(posicion ?? hermanos.length, hermanos.length);
    const orden = [...hermanos.slice(0, en), { id, orden: -1 }, ...hermanos.slice(en)];
    for (const [i, h] of orden.entries()) if (h.orden !== i) await this.repo.update(h.id, { orden: i });
  }

  private async validarSuperior(parentId: string | null): Promise<void> {
    if (parentId !== null && !(isUuid(parentId) && (await this.repo.findById(parentId)))) throw badRequest(MSG.organigramaSuperiorNoExiste);
  }

  private async validarUsuario(userId: string | null): Promise<void> {
    if (userId !== null && !(isUuid(userId) && (await this.repo.userExists(userId)))) throw badRequest(MSG.organigramaUsuarioNoExiste);
  }
}
