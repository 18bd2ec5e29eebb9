import { Injectable } from '@nestjs/common';
import {
  MSG,
  PANTALLA_CODIGO_VIGENCIA_MS,
  PANTALLA_CODIGOS_MAX,
  PANTALLA_CODIGOS_POR_DIRECCION,
  type EstadoCodigoPantallaInput,
  type Pantalla,
  type PantallaAjustesInput,
  type PantallaCodigo,
  type PantallaCodigoEstado,
} from '@portal/shared/domain';
import type { Actor, ActorSinUsuario } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { Clock } from '../common/clock';
import { notFound, tooManyRequests } from '../common/http-errors';
import { hashTokenPantalla as sha256, nuevoCodigoPantalla, nuevoTokenPantalla } from './pantalla-token';
import { PantallaCodigosRepository } from './pantalla-codigos.repository';
import { PantallasRepository } from './pantallas.repository';
import { nombreDuplicado, PantallasService } from './pantallas.service';

/** Draws before giving up on a free code (100 live codes among 25⁶: a second draw is already rare). */
const INTENTOS = 5;

/** Who the trail names for the TV's own writes (it has no session). */
const actorTv = (ip: string | null): ActorSinUsuario => ({ id: null, nombre: 'TV sin vincular', legajo: 'tv', ip });

/**
 * Pairing a TV by code (issue 22 §3): the TV asks for a code with a secret of its own; an Admin enters the code with
 * the pantalla's settings; the TV, asking with code and secret, receives a fresh token once. Codes live in
 * PostgreSQL (every replica sees them) and expire after PANTALLA_CODIGO_VIGENCIA_MS.
 */
@Injectable()
export class VinculacionService {
  constructor(
    private readonly codigos: PantallaCodigosRepository,
    private readonly pantallas: PantallasRepository,
    private readonly pantallasService: PantallasService,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
  ) {}

  async pedirCodigo(secreto: string, ip: string | null): Promise<PantallaCodigo> {
    const ahora = this.clock.now();
    const expira = new Date(ahora.getTime() + PANTALLA_CODIGO_VIGENCIA_MS);
    return this.audited.run(actorTv(ip), 'crear', async () => {
      await this.codigos.deleteVencidos(ahora);
      if (ip) await this.codigos.deleteSobrantes(ip, PANTALLA_CODIGOS_POR_DIRECCION);
      if ((await this.codigos.count()) < PANTALLA_CODIGOS_MAX) {
        for (let i = 0; i < INTENTOS; i++) {
          const codigo = nuevoCodigoPantalla();
          if (await this.codigos.insert({ codigo, secretoHash: sha256(secreto), expira, ip })) {
            return { codigo, expiraEnSegundos: PANTALLA_CODIGO_VIGENCIA_MS / 1000 };
          }
        }
      }
      throw tooManyRequests(MSG.pantallaCodigosLimite, 60);
    });
  }

  /** Pending, or paired: the token then, once (the code is gone after). A wrong secret is an unknown code. */
  async estado({ codigo, secreto }: EstadoCodigoPantallaInput, ip: string | null): Promise<PantallaCodigoEstado> {
    const fila = await this.codigos.findBySecreto(codigo, sha256(secreto), this.clock.now());
    if (!fila) throw notFound(MSG.pantallaCodigoInvalido);
    const pantallaId = fila.pantallaId;
    if (!pantallaId) return { estado: 'pendiente' };
    const token = nuevoTokenPantalla();
    await this.audited.run(actorTv(ip), 'vincular', async () => {
      if (!(await this.codigos.deleteVinculado(fila.id)) || !(await this.pantallas.updateToken(pantallaId, sha256(token))))
        throw notFound(MSG.pantallaCodigoInvalido);
    });
    return { estado: 'vinculada', token };
  }

  /** The Admin enters the TV's code: a new pantalla with these settings, whose token the TV takes. */
  async vincular(codigo: string, ajustes: PantallaAjustesInput, actor: Actor): Promise<Pantalla> {
    const ahora = this.clock.now();
    return this.audited
      .run(actor, 'vincular', async () => {
        // No one knows this token: the TV receives a fresh one when it takes the pairing.
        const pantalla = await this.pantallasService.insertar(ajustes, sha256(nuevoTokenPantalla()), actor);
        const vigente = new Date(ahora.getTime() + PANTALLA_CODIGO_VIGENCIA_MS);
        if (!(await this.codigos.vincular(codigo, pantalla._id, ahora, vigente))) throw notFound(MSG.pantallaCodigoInvalido);
        return pantalla;
      })
      .catch(nombreDuplicado);
  }
}
