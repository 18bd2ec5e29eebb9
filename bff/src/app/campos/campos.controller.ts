import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { crearCampoSchema, parteMaquinaSchema, type Campo, type CrearCampoInput, type ParteMaquinaInput, type SuccessResponse } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { CamposService } from './campos.service';

@Controller('campos')
export class CamposController {
  constructor(private readonly campos: CamposService) {}

  @Get()
  @Authenticated()
  list(): Promise<Campo[]> {
    return this.campos.list();
  }

  @Post()
  @RequireCapability('campos.manage')
  create(@Body(new ZodPipe(crearCampoSchema)) body: CrearCampoInput, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.create(body, actor);
  }

  @Post('parteMaquina')
  @HttpCode(200)
  @RequireCapability('campos.manage')
  addPart(@Body(new ZodPipe(parteMaquinaSchema)) body: ParteMaquinaInput, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.addPart(body, actor);
  }

  @Post('parteMaquinaDelete')
  @HttpCode(200)
  @RequireCapability('campos.manage')
  removePart(@Body(new ZodPipe(parteMaquinaSchema)) body: ParteMaquinaInput, @CurrentActor() actor: Actor): Promise<Campo> {
    return this.campos.removePart(body, actor);
  }

  @Delete(':id')
  @RequireCapability('campos.manage')
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.campos.delete(id, actor);
    return { success: true };
  }
}
