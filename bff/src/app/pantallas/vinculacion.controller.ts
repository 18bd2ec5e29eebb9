import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  estadoCodigoPantallaSchema,
  pedirCodigoPantallaSchema,
  vincularPantallaSchema,
  type EstadoCodigoPantallaInput,
  type PedirCodigoPantallaInput,
  type VincularPantallaInput,
  type Pantalla,
  type PantallaCodigo,
  type PantallaCodigoEstado,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Public, RequireCapability } from '../common/access/access.decorators';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { VinculacionService } from './vinculacion.service';

/** `/api/pantallas/codigo…` (the TV, no session) and `/api/pantallas/vincular` (Admin): pairing a TV by code (issue 22 §3). */
@Controller('pantallas')
export class VinculacionController {
  constructor(private readonly vinculacion: VinculacionService) {}

  /** A code for the TV to show, bound to the secret it made up. */
  @Post('codigo')
  @Public()
  pedirCodigo(@Body(new ZodPipe(pedirCodigoPantallaSchema)) body: PedirCodigoPantallaInput, @Req() req: FastifyRequest): Promise<PantallaCodigo> {
    return this.vinculacion.pedirCodigo(body.secreto, req.ip ?? null);
  }

  /** Whether an Admin entered the code: the token, once. A POST, so the secret stays out of URLs and logs. */
  @Post('codigo/estado')
  @HttpCode(200)
  @Public()
  estado(@Body(new ZodPipe(estadoCodigoPantallaSchema)) body: EstadoCodigoPantallaInput, @Req() req: FastifyRequest): Promise<PantallaCodigoEstado> {
    return this.vinculacion.estado(body, req.ip ?? null);
  }

  @Post('vincular')
  @RequireCapability('pantallas.manage')
  vincular(@Body(new ZodPipe(vincularPantallaSchema)) body: VincularPantallaInput, @CurrentActor() actor: Actor): Promise<Pantalla> {
    const { codigo, ...ajustes } = body;
    return this.vinculacion.vincular(codigo, ajustes, actor);
  }
}
