import { Controller, Param } from '@nestjs/common';
import { organigramaContrato as O, type CuerpoDe, type NodoOrganigrama, type SuccessResponse } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Cuerpo, Endpoint } from '../common/contract';
import { OrganigramaService } from './organigrama.service';

/** `/api/organigrama`: the org chart (/chart). Anyone logged in reads it; the Admin edits it. */
@Controller()
export class OrganigramaController {
  constructor(private readonly organigrama: OrganigramaService) {}

  /** Every position (flat; `parentId` makes the tree), siblings in their order. */
  @Endpoint(O.listar)
  list(): Promise<NodoOrganigrama[]> {
    return this.organigrama.list();
  }

  @Endpoint(O.crear)
  crear(@Cuerpo() body: CuerpoDe<typeof O.crear>, @CurrentActor() actor: Actor): Promise<NodoOrganigrama> {
    return this.organigrama.crear(body, actor);
  }

  @Endpoint(O.editar)
  editar(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof O.editar>, @CurrentActor() actor: Actor): Promise<NodoOrganigrama> {
    return this.organigrama.editar(id, body, actor);
  }

  @Endpoint(O.eliminar)
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.organigrama.eliminar(id, actor);
    return { success: true };
  }
}
