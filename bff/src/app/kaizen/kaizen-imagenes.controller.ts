import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { agregarImagenSchema, type AgregarImagenInput, type Kaizen } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { KaizenImagenesService } from './kaizen-imagenes.service';

/** `POST /api/tarjetaskaizen/agregarimagenfront` ('antes') and `/agregarimagenback` ('después'): any logged-in user. */
@Controller('tarjetaskaizen')
export class KaizenImagenesController {
  constructor(private readonly imagenes: KaizenImagenesService) {}

  @Post('agregarimagenfront')
  @HttpCode(200)
  @RequireCapability('kaizen.operate')
  agregarFront(@Body(new ZodPipe(agregarImagenSchema)) body: AgregarImagenInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.imagenes.agregar('antes', body, user, actor);
  }

  @Post('agregarimagenback')
  @HttpCode(200)
  @RequireCapability('kaizen.operate')
  agregarBack(@Body(new ZodPipe(agregarImagenSchema)) body: AgregarImagenInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<Kaizen> {
    return this.imagenes.agregar('despues', body, user, actor);
  }
}
