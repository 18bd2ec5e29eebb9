import { Controller } from '@nestjs/common';
import { filtersContrato as F, type CuerpoDe, type FiltroPreset } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Cuerpo, Endpoint } from '../common/contract';
import { FiltersService } from './filters.service';

/** /tarjetasfiltro presets: each user sees and names their own. */
@Controller()
export class FiltersController {
  constructor(private readonly filters: FiltersService) {}

  @Endpoint(F.listar)
  list(@CurrentUser() user: AuthUser): Promise<FiltroPreset[]> {
    return this.filters.list(user);
  }

  @Endpoint(F.crear)
  create(@CurrentActor() actor: Actor, @Cuerpo() body: CuerpoDe<typeof F.crear>): Promise<FiltroPreset> {
    return this.filters.crear(actor, body);
  }
}
