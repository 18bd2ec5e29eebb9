import { Controller, Param } from '@nestjs/common';
import { comentariosContrato as C, type Comentario, type CuerpoDe, type SuccessResponse } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Cuerpo, Endpoint } from '../common/contract';
import { ComentariosService } from './comentarios.service';

/** `/api/tarjetas/:id/comentarios` and `/api/tarjetaskaizen/:id/comentarios`: a card's or a Kaizen's thread. */
@Controller()
export class ComentariosController {
  constructor(private readonly comentarios: ComentariosService) {}

  @Endpoint(C.deTarjeta)
  deTarjeta(@Param('id') id: string): Promise<Comentario[]> {
    return this.comentarios.list('tarjeta', id);
  }

  @Endpoint(C.comentarTarjeta)
  comentarTarjeta(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof C.comentarTarjeta>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<Comentario> {
    return this.comentarios.crear('tarjeta', id, body, user, actor);
  }

  @Endpoint(C.eliminarDeTarjeta)
  async eliminarDeTarjeta(
    @Param('id') id: string,
    @Param('comentarioId') comentarioId: string,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<SuccessResponse> {
    await this.comentarios.eliminar('tarjeta', id, comentarioId, user, actor);
    return { success: true };
  }

  @Endpoint(C.deKaizen)
  deKaizen(@Param('id') id: string): Promise<Comentario[]> {
    return this.comentarios.list('kaizen', id);
  }

  @Endpoint(C.comentarKaizen)
  comentarKaizen(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof C.comentarKaizen>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<Comentario> {
    return this.comentarios.crear('kaizen', id, body, user, actor);
  }

  @Endpoint(C.eliminarDeKaizen)
  async eliminarDeKaizen(
    @Param('id') id: string,
    @Param('comentarioId') comentarioId: string,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<SuccessResponse> {
    await this.comentarios.eliminar('kaizen', id, comentarioId, user, actor);
    return { success: true };
  }
}
