import { Injectable } from '@nestjs/common';
import {
  MSG,
  PANTALLA_ULTIMO_USO_MS,
  PANTALLAS_MAX_ACTIVAS,
  ROUTES,
  TABLERO_PARAMS,
  TABLERO_ROTACION,
  type CrearPantallaInput,
  type Pantalla,
  type PantallaAjustesInput,
  type PantallaCreada,
} from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { PantallaAuthenticator, type PantallaPrincipal } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { esTokenPantalla, hashTokenPantalla, nuevoTokenPantalla } from './pantalla-token';
import { CamposService } from '../campos/campos.service';
import { PantallasRepository } from './pantallas.repository';
import { enPlanta } from '../database/alcance-planta';
import { PlantasRepository } from '../plantas/plantas.repository';

/** Two active pantallas with one name: the unique index refused a write that raced past the check. */
export const nombreDuplicado = (error: unknown): never => {
  throw isUniqueViolation(error) ? badRequest(MSG.pantallaNombreDuplicado) : error;
};

/** The TV board's pantallas: an Admin creates (the token is answered once), lists, edits and revokes them. */
@Injectable()
export class PantallasService {
  constructor(
    private readonly repo: PantallasRepository,
    private readonly campos: CamposService,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Pantalla[]> {
    return this.repo.activas();
  }

  /** `origen`: the portal's public origin (PUBLIC_URL, else the listen address), base of the board URL. */
  async crear({ nombre }: CrearPantallaInput, actor: Actor, origen: string): Promise<PantallaCreada> {
    const token = nuevoTokenPantalla();
    const ajustes = { nombre, segundos: TABLERO_ROTACION.porDefecto, equipo: null };
    const pantalla = await this.audited.run(actor, 'crear', () => this.insertar(ajustes, hashTokenPantalla(token), actor)).catch(nombreDuplicado);
    const url = `${origen}${ROUTES.tablero}?${new URLSearchParams({ [TABLERO_PARAMS.pantalla]: token })}`;
    return { ...pantalla, token, url };
  }

  /** Inside an audited write: a new active pantalla, within the cap, with a free name and an existing Equipo. */
  async insertar(ajustes: PantallaAjustesInput, tokenHash: string, actor: Actor): Promise<Pantalla> {
    if ((await this.repo.countActivas()) >= PANTALLAS_MAX_ACTIVAS) throw badRequest(MSG.pantallasLimite);
    await this.validar(ajustes);
    return this.repo.insert({ ...ajustes, tokenHash, creadaPor: actor.id });
  }

  /** New settings of an active pantalla (name, seconds per Equipo, its Equipo). */
  async editar(id: string, ajustes: PantallaAjustesInput, actor: Actor): Promise<Pantalla> {
    if (!isUuid(id)) throw notFound(MSG.pantallaNoEncontrada);
    return this.audited
      .run(actor, 'editar', async () => {
        await this.validar(ajustes, id);
        const pantalla = await this.repo.update(id, ajustes);
        if (!pantalla) throw notFound(MSG.pantallaNoEncontrada);
        return pantalla;
      })
      .catch(nombreDuplicado);
  }

  /** The Equipo is a configured one ('' = the cards without one) and no other active pantalla has the name. */
  private async validar({ nombre, equipo }: PantallaAjustesInput, id?: string): Promise<void> {
    if (equipo && !(await this.campos.configurado('equipo', equipo))) throw badRequest(MSG.pantallaEquipoInvalido);
    if (await this.repo.nombreEnUso(nombre, id)) throw badRequest(MSG.pantallaNombreDuplicado);
  }

  /** Revokes at once: the next request with its token is refused, and its open streams are told to end (same transaction). */
  async revocar(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw notFound(MSG.pantallaNoEncontrada);
    await this.audited.run(actor, 'revocar', async () => {
      if (!(await this.repo.revocar(id, this.clock.now()))) throw notFound(MSG.pantallaNoEncontrada);
      await this.repo.notifyRevocada(id);
    });
  }
}

/** The guard's check of PANTALLA_HEADER: an active pantalla by its token's hash; records the use (at most once a minute). */
@Injectable()
export class PantallaTokenAuthenticator extends PantallaAuthenticator {
  constructor(
    private readonly repo: PantallasRepository,
    private readonly clock: Clock,
    private readonly plantas: PlantasRepository,
  ) {
    super();
  }

  async authenticate(token: string): Promise<PantallaPrincipal | null> {
    if (!esTokenPantalla(token)) return null;
    // The token says which plant: look it up in all of them, then work in its own.
    const row = await this.plantas.leyendoTodas(() => this.repo.activaPorHash(hashTokenPantalla(token)));
    if (!row) return null;
    await enPlanta(row.plantaId, () => this.repo.updateUltimoUso(row.id, this.clock.now(), PANTALLA_ULTIMO_USO_MS));
    return { id: row.id, nombre: row.nombre, segundos: row.segundos, equipo: row.equipo, plantaId: row.plantaId };
  }
}
