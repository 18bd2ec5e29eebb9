import { Injectable } from '@nestjs/common';
import { MSG, type CrearPlantaInput, type Planta, type SumarMiembroInput, type User } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import type { AuthUser } from '../common/access/auth-user';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { enPlanta } from '../database/alcance-planta';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { PlantasRepository } from '../plantas/plantas.repository';
import { numeroDePlanta, plantaDe } from '../plantas/plantas.service';
import { toUserDto } from './user.mapper';
import { UsersRepository } from './users.repository';

/**
 * The company Admin's work on plants and people (issue 24, capability 'plantas.empresa'): a new plant, and a person
 * of the caller's plant made a member of another one (to move someone: add them there, then remove them here). Each
 * write is audited in the plant it changes.
 */
@Injectable()
export class MembresiasService {
  constructor(
    private readonly users: UsersRepository,
    private readonly plantas: PlantasRepository,
    private readonly ajustes: AjustesPlantaService,
    private readonly audited: AuditedTx,
  ) {}

  /** The plant, then its first member: the company Admin who created it, as its Admin, with the same legajo. */
  async crearPlanta({ nombre, codigo }: CrearPlantaInput, me: AuthUser, actor: Actor): Promise<Planta> {
    const yo = await this.users.findById(me.id);
    if (!yo) throw notFound(MSG.usuarioNoEncontrado);
    if (await this.plantas.findByCodigo(codigo)) throw badRequest(MSG.plantaCodigoDuplicado);
    const planta = await this.audited
      .run(actor, 'crear', () => this.plantas.insert({ nombre, codigo }))
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? badRequest(MSG.plantaCodigoDuplicado) : err;
      });
    await enPlanta(planta.id, async () => {
      await this.audited.run(actor, 'crear', () => this.users.insertMiembro({ personaId: yo.personaId, legajo: yo.legajo, name: yo.name, role: 'Admin' }));
      // Its cards are counted per month from the first one (the comparison's tarjeta_meses, in its zone in force).
      await this.plantas.prepararMeses(planta.id, this.ajustes.vigentes(planta).zonaHoraria);
    });
    return plantaDe(planta);
  }

  async sumarMiembro(id: string, { userId, email: legajo, role }: SumarMiembroInput, actor: Actor): Promise<User> {
    const numero = numeroDePlanta(id);
    if (numero === undefined || !(await this.plantas.findById(numero))) throw notFound(MSG.plantaNoEncontrada);
    const user = isUuid(userId) ? await this.users.findById(userId) : undefined;
    if (!user) throw notFound(MSG.usuarioNoEncontrado);
    return enPlanta(numero, async () => {
      if (await this.users.esMiembro(user.personaId)) throw badRequest(MSG.plantaYaMiembro);
      const creado = await this.audited
        .run(actor, 'crear', () => this.users.insertMiembro({ personaId: user.personaId, legajo, name: user.name, role }))
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? badRequest(MSG.legajoDuplicado) : err;
        });
      if (!creado) throw notFound(MSG.usuarioNoEncontrado);
      return toUserDto(creado);
    });
  }
}
