import { Controller } from '@nestjs/common';
import { tarjetasContrato as T, type CuerpoDe, type Tarjeta } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Cuerpo, Endpoint } from '../common/contract';
import { TarjetasEdicionService } from './tarjetas-edicion.service';

/**
 * `POST /api/tarjetas/agregarimagenantes` ('Imagen del antes') and `/agregarimagendespues` ('Imagen del
 * después'): the rules of `/agregarimagen` (UploadsService.attach), each on its own side of the card.
 */
@Controller()
export class TarjetasImagenesController {
  constructor(private readonly edicion: TarjetasEdicionService) {}

  @Endpoint(T.imagenAntes)
  agregarAntes(@Cuerpo() body: CuerpoDe<typeof T.imagenAntes>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.edicion.agregarImagen(body, user, actor, 'antes');
  }

  @Endpoint(T.imagenDespues)
  agregarDespues(@Cuerpo() body: CuerpoDe<typeof T.imagenDespues>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.edicion.agregarImagen(body, user, actor, 'despues');
  }
}
