import { Controller, Param } from '@nestjs/common';
import { plantasContrato as P, type CuerpoDe, type Planta } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Cuerpo, Endpoint } from '../common/contract';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { PlantasService } from './plantas.service';

/** `/api/plantas` (issue 24): the caller's plants and their settings. Anyone logged in reads them; the Admin edits their own. */
@Controller()
export class PlantasController {
  constructor(private readonly plantas: PlantasService) {}

  /** The plants the caller sees: its own plant; a company Admin, every plant. */
  @Endpoint(P.listar)
  list(@CurrentUser() user: AuthUser): Promise<Planta[]> {
    return this.plantas.list(user);
  }

  @Endpoint(P.editar)
  editar(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof P.editar>, @CurrentActor() actor: Actor): Promise<Planta> {
    return this.plantas.editar(id, body, actor);
  }
}
