import { Body, Controller, Delete, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import { crearPantallaSchema, pantallaAjustesSchema, type CrearPantallaInput, type Pantalla, type PantallaAjustesInput, type PantallaCreada, type SuccessResponse } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { RequireCapability } from '../common/access/access.decorators';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { linkOrigin } from '../common/public-url';
import { PantallasService } from './pantallas.service';

/** `/api/pantallas`: the TV board's tokens (Admin). */
@Controller('pantallas')
export class PantallasController {
  constructor(
    private readonly pantallas: PantallasService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Active pantallas (revoked ones are gone from the list; the audit trail keeps them). */
  @Get()
  @RequireCapability('pantallas.manage')
  list(): Promise<Pantalla[]> {
    return this.pantallas.list();
  }

  /** A new pantalla with its token and board URL: shown once, never retrievable again. */
  @Post()
  @RequireCapability('pantallas.manage')
  crear(@Body(new ZodPipe(crearPantallaSchema)) body: CrearPantallaInput, @CurrentActor() actor: Actor): Promise<PantallaCreada> {
    return this.pantallas.crear(body, actor, linkOrigin(this.config));
  }

  /** Its settings: name, seconds per Equipo, its Equipo (null = every Equipo in turn). */
  @Patch(':id')
  @RequireCapability('pantallas.manage')
  editar(@Param('id') id: string, @Body(new ZodPipe(pantallaAjustesSchema)) body: PantallaAjustesInput, @CurrentActor() actor: Actor): Promise<Pantalla> {
    return this.pantallas.editar(id, body, actor);
  }

  @Delete(':id')
  @RequireCapability('pantallas.manage')
  async revocar(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.pantallas.revocar(id, actor);
    return { success: true };
  }
}
