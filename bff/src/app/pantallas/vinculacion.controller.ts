import { Controller, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { pantallasContrato as P, type CuerpoDe, type Pantalla, type PantallaCodigo, type PantallaCodigoEstado } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Cuerpo, Endpoint } from '../common/contract';
import { VinculacionService } from './vinculacion.service';

/** `/api/pantallas/codigo…` (the TV, no session) and `/api/pantallas/vincular` (Admin): pairing a TV by code (issue 22 §3). */
@Controller()
export class VinculacionController {
  constructor(private readonly vinculacion: VinculacionService) {}

  /** A code for the TV to show, bound to the secret it made up. */
  @Endpoint(P.pedirCodigo)
  pedirCodigo(@Cuerpo() body: CuerpoDe<typeof P.pedirCodigo>, @Req() req: FastifyRequest): Promise<PantallaCodigo> {
    return this.vinculacion.pedirCodigo(body.secreto, req.ip ?? null);
  }

  /** Whether an Admin entered the code: the token, once. A POST, so the secret stays out of URLs and logs. */
  @Endpoint(P.estadoCodigo)
  estado(@Cuerpo() body: CuerpoDe<typeof P.estadoCodigo>, @Req() req: FastifyRequest): Promise<PantallaCodigoEstado> {
    return this.vinculacion.estado(body, req.ip ?? null);
  }

  @Endpoint(P.vincular)
  vincular(@Cuerpo() body: CuerpoDe<typeof P.vincular>, @CurrentActor() actor: Actor): Promise<Pantalla> {
    const { codigo, ...ajustes } = body;
    return this.vinculacion.vincular(codigo, ajustes, actor);
  }
}
