import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  crearNodoOrganigramaSchema,
  editarNodoOrganigramaSchema,
  type CrearNodoOrganigramaInput,
  type EditarNodoOrganigramaInput,
  type NodoOrganigrama,
  type SuccessResponse,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { OrganigramaService } from './organigrama.service';

/** `/api/organigrama`: the org chart (/chart). Anyone logged in reads it; the Admin edits it. */
@Controller('organigrama')
export class OrganigramaController {
  constructor(private readonly organigrama: OrganigramaService) {}

  /** Every position (flat; `parentId` makes the tree), siblings in their order. */
  @Get()
  @Authenticated()
  list(): Promise<NodoOrganigrama[]> {
    return this.organigrama.list();
  }

  @Post()
  @RequireCapability('organigrama.edit')
  crear(@Body(new ZodPipe(crearNodoOrganigramaSchema)) body: CrearNodoOrganigramaInput, @CurrentActor() actor: Actor): Promise<NodoOrganigrama> {
    return this.organigrama.crear(body, actor);
  }

  @Patch(':id')
  @RequireCapability('organigrama.edit')
  editar(@Param('id') id: string, @Body(new ZodPipe(editarNodoOrganigramaSchema)) body: EditarNodoOrganigramaInput, @CurrentActor() actor: Actor): Promise<NodoOrganigrama> {
    return this.organigrama.editar(id, body, actor);
  }

  @Delete(':id')
  @RequireCapability('organigrama.edit')
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.organigrama.delete(id, actor);
    return { success: true };
  }
}
