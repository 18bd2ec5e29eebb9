import { Injectable } from '@nestjs/common';
import { MSG, PANTALLA_ULTIMO_USO_MS, PANTALLAS_MAX_ACTIVAS, ROUTES, TABLERO_PARAMS, type CrearPantallaInput, type Pantalla, type PantallaCreada } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { PantallaAuthenticator, type PantallaPrincipal } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { esTokenPantalla, hashTokenPantalla, nuevoTokenPantalla } from './pantalla-token';
import { PantallasRepository } from './pantallas.repository';

/** The TV board's pantallas: an Admin creates (the token is answered once), lists and revokes them. */
@Injectable()
export class PantallasService {
  constructor(
    private readonly repo: PantallasRepository,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Pantalla[]> {
    return this.repo.activas();
  }

  /** `origen`: the portal's public origin (PUBLIC_URL, else the listen address), base of the board URL. */
  async crear({ nombre }: CrearPantallaInput, actor: Actor, origen: string): Promise<PantallaCreada> {
    const token = nuevoTokenPantalla();
    const pantalla = await this.audited.run(actor, 'crear', async () => {
      if ((await this.repo.contarActivas()) >= PANTALLAS_MAX_ACTIVAS) throw badRequest(MSG.pantallasLimite);
      return this.repo.insert({ nombre, tokenHash: hashTokenPantalla(token), creadaPor: actor.id });
    });
    const url = `${origen}${ROUTES.tablero}?${new URLSearchParams({ [TABLERO_PARAMS.pantalla]: token })}`;
    return { ...pantalla, token, url };
  }

  /** Revokes at once: the next request with its token is refused, and its open streams are told to end (same transaction). */
  async revocar(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw notFound(MSG.pantallaNoEncontrada);
    await this.audited.run(actor, 'revocar', async () => {
      if (!(await this.repo.revocar(id, this.clock.now()))) throw notFound(MSG.pantallaNoEncontrada);
      await this.repo.anunciarRevocada(id);
    });
  }
}

/** The guard's check of PANTALLA_HEADER: an active pantalla by its token's hash; records the use (at most once a minute). */
@Injectable()
export class PantallaTokenAuthenticator extends PantallaAuthenticator {
  constructor(
    private readonly repo: PantallasRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  async authenticate(token: string): Promise<PantallaPrincipal | null> {
    if (!esTokenPantalla(token)) return null;
    const row = await this.repo.activaPorHash(hashTokenPantalla(token));
    if (!row) return null;
    await this.repo.registrarUso(row.id, this.clock.now(), PANTALLA_ULTIMO_USO_MS);
    return { id: row.id, nombre: row.nombre };
  }
}
