import { Controller, Param } from '@nestjs/common';
import { authContrato as A, usersContrato as U, type CuerpoDe, type NombreUsuario, type SuccessResponse, type User } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Cuerpo, Endpoint } from '../common/contract';
import { UsersService } from './users.service';

/** `/api/users` (spec §7); the hours are `HorasController`'s. */
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Endpoint(U.listar)
  list(): Promise<User[]> {
    return this.users.list();
  }

  /** The users' names for a person field (a card's Responsable): whoever may close a card. */
  @Endpoint(U.nombres)
  nombres(): Promise<NombreUsuario[]> {
    return this.users.nombres();
  }

  @Endpoint(U.crear)
  create(@Cuerpo() body: CuerpoDe<typeof U.crear>, @CurrentActor() actor: Actor, @CurrentUser() quien: AuthUser): Promise<User> {
    return this.users.crear(body, actor, quien);
  }

  @Endpoint(U.cambiarRol)
  changeRole(@Cuerpo() body: CuerpoDe<typeof U.cambiarRol>, @CurrentActor() actor: Actor, @CurrentUser() quien: AuthUser): Promise<User> {
    return this.users.cambiarRol(body, actor, quien);
  }

  @Endpoint(U.equipo)
  asignarEquipo(@Cuerpo() body: CuerpoDe<typeof U.equipo>, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.asignarEquipo(body, actor);
  }

  /** The equipos a Jefe de area leads besides their own ("Mis equipos": their Bandeja and notices). */
  @Endpoint(U.equiposACargo)
  asignarEquiposACargo(@Cuerpo() body: CuerpoDe<typeof U.equiposACargo>, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.asignarEquiposACargo(body, actor);
  }

  /** The Admin sets (or clears) a user's contact e-mail for notices. */
  @Endpoint(U.correo)
  asignarCorreo(@Cuerpo() body: CuerpoDe<typeof U.correo>, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.asignarCorreo(body, actor);
  }

  /** The Admin sets a user's pin; the user must choose their own at the next login. */
  @Endpoint(U.restablecerPin)
  restablecerPin(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof U.restablecerPin>, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.restablecerPin(id, body, actor);
  }

  @Endpoint(U.nombre)
  cambiarNombre(@Cuerpo() body: CuerpoDe<typeof U.nombre>, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.cambiarNombre(body, actor);
  }

  @Endpoint(U.adminEmpresa)
  adminEmpresa(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof U.adminEmpresa>,
    @CurrentActor() actor: Actor,
    @CurrentUser() quien: AuthUser,
  ): Promise<User> {
    return this.users.adminEmpresa(id, body, actor, quien);
  }

  @Endpoint(U.eliminar)
  async delete(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.users.eliminar(id, actor);
    return { success: true };
  }
}

/** The own notice settings (any user): `POST /api/auth/avisos` next to the own pin change. */
@Controller()
export class CuentaAvisosController {
  constructor(private readonly users: UsersService) {}

  @Endpoint(A.avisos)
  cambiarAvisos(@Cuerpo() body: CuerpoDe<typeof A.avisos>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<User> {
    return this.users.cambiarAvisos(user.id, body, actor);
  }
}
