import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { asignarCorreoSchema, asignarEquipoSchema, asignarEquiposACargoSchema, type AsignarEquiposACargoInput, avisosCuentaSchema, type AsignarCorreoInput, type AvisosCuentaInput, cambiarRolSchema, registerUserSchema, restablecerPinSchema, type AsignarEquipoInput, type CambiarRolInput, type NombreUsuario, type RegisterUserInput, type RestablecerPinInput, type SuccessResponse, type User } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
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

  /** The users' names for a person field (a card's Responsable): whoever may close a card. */
  @Get('nombres')
  @RequireCapability('tarjetas.operate')
  nombres(): Promise<NombreUsuario[]> {
    return this.users.nombres();
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

  /** The equipos a Jefe de area leads besides their own ("Mis equipos": their Bandeja and notices). */
  @Post('equipos-a-cargo')
  @HttpCode(200)
  @RequireCapability('users.manage')
  asignarEquiposACargo(@Body(new ZodPipe(asignarEquiposACargoSchema)) body: AsignarEquiposACargoInput, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.asignarEquiposACargo(body, actor);
  }

  /** The Admin sets (or clears) a user's contact e-mail for notices. */
  @Post('correo')
  @HttpCode(200)
  @RequireCapability('users.manage')
  asignarCorreo(@Body(new ZodPipe(asignarCorreoSchema)) body: AsignarCorreoInput, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.asignarCorreo(body, actor);
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

/** The own notice settings (any user): `POST /api/auth/avisos` next to the own pin change. */
@Controller('auth/avisos')
export class CuentaAvisosController {
  constructor(private readonly users: UsersService) {}

  @Post()
  @HttpCode(200)
  @Authenticated()
  cambiarAvisos(@Body(new ZodPipe(avisosCuentaSchema)) body: AvisosCuentaInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.cambiarAvisos(user.id, body, actor);
  }
}
