import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { crearComentarioSchema, type Comentario, type CrearComentarioInput, type SuccessResponse } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { ComentariosService } from './comentarios.service';

/** `/api/tarjetas/:id/comentarios` and `/api/tarjetaskaizen/:id/comentarios`: a card's or a Kaizen's thread. */
@Controller()
export class ComentariosController {
  constructor(private readonly comentarios: ComentariosService) {}

  @Get('tarjetas/:id/comentarios')
  @Authenticated()
  deTarjeta(@Param('id') id: string): Promise<Comentario[]> {
    return this.comentarios.listar('tarjeta', id);
  }

  @Post('tarjetas/:id/comentarios')
  @RequireCapability('tarjetas.operate')
  comentarTarjeta(@Param('id') id: string, @Body(new ZodPipe(crearComentarioSchema)) body: CrearComentarioInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Comentario> {
    return this.comentarios.crear('tarjeta', id, body, user, actor);
  }

  @Delete('tarjetas/:id/comentarios/:comentarioId')
  @RequireCapability('tarjetas.operate')
  async eliminarDeTarjeta(@Param('id') id: string, @Param('comentarioId') comentarioId: string, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.comentarios.eliminar('tarjeta', id, comentarioId, user, actor);
    return { success: true };
  }

  @Get('tarjetaskaizen/:id/comentarios')
  @Authenticated()
  deKaizen(@Param('id') id: string): Promise<Comentario[]> {
    return this.comentarios.listar('kaizen', id);
  }

  @Post('tarjetaskaizen/:id/comentarios')
  @RequireCapability('kaizen.operate')
  comentarKaizen(@Param('id') id: string, @Body(new ZodPipe(crearComentarioSchema)) body: CrearComentarioInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Comentario> {
    return this.comentarios.crear('kaizen', id, body, user, actor);
  }

  @Delete('tarjetaskaizen/:id/comentarios/:comentarioId')
  @RequireCapability('kaizen.operate')
  async eliminarDeKaizen(@Param('id') id: string, @Param('comentarioId') comentarioId: string, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.comentarios.eliminar('kaizen', id, comentarioId, user, actor);
    return { success: true };
  }
}
