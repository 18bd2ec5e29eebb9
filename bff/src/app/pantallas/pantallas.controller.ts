import { Controller, Inject, Param } from '@nestjs/common';
import { pantallasContrato as P, type CuerpoDe, type Pantalla, type PantallaCreada, type SuccessResponse } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { Cuerpo, Endpoint } from '../common/contract';
import { linkOrigin } from '../common/public-url';
import { PantallasService } from './pantallas.service';

/** `/api/pantallas`: the TV board's tokens (Admin). */
@Controller()
export class PantallasController {
  constructor(
    private readonly pantallas: PantallasService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Active pantallas (revoked ones are gone from the list; the audit trail keeps them). */
  @Endpoint(P.listar)
  list(): Promise<Pantalla[]> {
    return this.pantallas.list();
  }

  /** A new pantalla with its token and board URL: shown once, never retrievable again. */
  @Endpoint(P.crear)
  crear(@Cuerpo() body: CuerpoDe<typeof P.crear>, @CurrentActor() actor: Actor): Promise<PantallaCreada> {
    return this.pantallas.crear(body, actor, linkOrigin(this.config));
  }

  /** Its settings: name, seconds per Equipo, its Equipo (null = every Equipo in turn). */
  @Endpoint(P.editar)
  editar(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof P.editar>, @CurrentActor() actor: Actor): Promise<Pantalla> {
    return this.pantallas.editar(id, body, actor);
  }

  @Endpoint(P.revocar)
  async revocar(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.pantallas.revocar(id, actor);
    return { success: true };
  }
}
