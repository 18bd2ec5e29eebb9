import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { agregarImagenSchema, type AgregarImagenInput, type Tarjeta } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { TarjetasService } from './tarjetas.service';

/**
 * `POST /api/tarjetas/agregarimagenantes` ('Imagen del antes') and `/agregarimagendespues` ('Imagen del
 * después'): the rules of `/agregarimagen` (UploadsService.attach), each on its own side of the card.
 */
@Controller('tarjetas')
export class TarjetasImagenesController {
  constructor(private readonly tarjetas: TarjetasService) {}

  @Post('agregarimagenantes')
  @HttpCode(200)
  @RequireCapability('tarjetas.operate')
  agregarAntes(@Body(new ZodPipe(agregarImagenSchema)) body: AgregarImagenInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.agregarImagen(body, user, actor, 'antes');
  }

  @Post('agregarimagendespues')
  @HttpCode(200)
  @RequireCapability('tarjetas.operate')
  agregarDespues(@Body(new ZodPipe(agregarImagenSchema)) body: AgregarImagenInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Tarjeta> {
    return this.tarjetas.agregarImagen(body, user, actor, 'despues');
  }
}
