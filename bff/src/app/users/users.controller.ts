import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { asignarEquipoSchema, cambiarRolSchema, registerUserSchema, restablecerPinSchema, type AsignarEquipoInput, type CambiarRolInput, type RegisterUserInput, type RestablecerPinInput, type SuccessResponse, type User } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { RequireCapability } from '../common/access/access.decorators';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequireCapability('users.manage')
  list(): Promise<User[]> {
    return this.users.list();
  }

  @Post()
  @RequireCapability('users.manage')
  create(@Body(new ZodPipe(registerUserSchema)) body: RegisterUserInput, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.create(body, actor);
  }

  @Post('cambiarrol')
  @HttpCode(200)
  @RequireCapability('users.manage')
  changeRole(@Body(new ZodPipe(cambiarRolSchema)) body: CambiarRolInput, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.changeRole(body, actor);
  }

  @Post('equipo')
  @HttpCode(200)
  @RequireCapability('users.manage')
  asignarEquipo(@Body(new ZodPipe(asignarEquipoSchema)) body: AsignarEquipoInput, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.asignarEquipo(body, actor);
  }

  /** The Admin sets a user's pin; the user must choose their own at the next login. */
  @Post(':id/pin')
  @HttpCode(200)
  @RequireCapability('users.manage')
  restablecerPin(@Param('id') id: string, @Body(new ZodPipe(restablecerPinSchema)) body: RestablecerPinInput, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.restablecerPin(id, body, actor);
  }

  @Delete(':id')
  @RequireCapability('users.manage')
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.users.delete(id, actor);
    return { success: true };
  }
}
