import { Controller } from '@nestjs/common';
import { kaizenContrato as K, type CuerpoDe, type Kaizen } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Cuerpo, Endpoint } from '../common/contract';
import { KaizenImagenesService } from './kaizen-imagenes.service';
/** `POST /api/tarjetaskaizen/agregarimagenfront` ('antes') and `/agregarimagenback` ('después'): any logged-in user. */
@Controller()
export class KaizenImagenesController {
  constructor(private readonly imagenes: KaizenImagenesService) {}

  @Endpoint(K.imagenAntes)
  agregarFront(@Cuerpo() body: CuerpoDe<typeof K.imagenAntes>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.imagenes.agregar('antes', body, user, actor);
  }

  @Endpoint(K.imagenDespues)
  agregarBack(@Cuerpo() body: CuerpoDe<typeof K.imagenDespues>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.imagenes.agregar('despues', body, user, actor);
  }
}
