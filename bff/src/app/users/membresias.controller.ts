import { Controller, Param } from '@nestjs/common';
import { plantasContrato as P, type CuerpoDe, type Planta, type User } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Cuerpo, Endpoint } from '../common/contract';
import { MembresiasService } from './membresias.service';

/** The company Admin's routes of `/api/plantas` (issue 24): a new plant, a person added to a plant. */
@Controller()
export class MembresiasController {
  constructor(private readonly membresias: MembresiasService) {}

  @Endpoint(P.crear)
  crear(@Cuerpo() body: CuerpoDe<typeof P.crear>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Planta> {
    return this.membresias.crearPlanta(body, user, actor);
  }

  @Endpoint(P.sumarMiembro)
  sumarMiembro(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof P.sumarMiembro>, @CurrentActor() actor: Actor): Promise<User> {
    return this.membresias.sumarMiembro(id, body, actor);
  }
}
