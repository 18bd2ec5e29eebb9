import { Body, Controller, Get, Post } from '@nestjs/common';
import { filtroPresetSchema, type FiltroPreset, type FiltroPresetInput } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { FiltersService } from './filters.service';

/** /tarjetasfiltro presets: each user sees and names their own. */
@Controller('filters')
export class FiltersController {
  constructor(private readonly filters: FiltersService) {}

  @Get()
  @Authenticated()
  list(@CurrentUser() user: AuthUser): Promise<FiltroPreset[]> {
    return this.filters.list(user);
  }

  @Post()
  @Authenticated()
  create(@CurrentActor() actor: Actor, @Body(new ZodPipe(filtroPresetSchema)) body: FiltroPresetInput): Promise<FiltroPreset> {
    return this.filters.create(actor, body);
  }
}
