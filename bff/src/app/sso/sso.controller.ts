import { Controller, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ssoContrato as S, type AuthResponse, type ConsultaDe, type CuerpoDe, type GrupoSso, type SuccessResponse } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Consulta, Cuerpo, Endpoint } from '../common/contract';
import { SsoService } from './sso.service';

/** The query string as the provider sent it (openid-client validates all of it, `iss` included). */
const consultaCruda = (req: FastifyRequest) => {
  const i = req.url.indexOf('?');
  return i < 0 ? '' : req.url.slice(i + 1);
};

/** Single sign-on (issue 24 §3): the trip to the provider and back, the code's trade, the logout, and each plant's groups. */
@Controller()
export class SsoController {
  constructor(private readonly sso: SsoService) {}

  @Endpoint(S.inicio)
  async inicio(@Consulta() query: ConsultaDe<typeof S.inicio>, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await reply.header('cache-control', 'no-store').redirect(await this.sso.inicio(query.planta, req.ip), 302);
  }

  @Endpoint(S.vuelta)
  async vuelta(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(await this.sso.vuelta(consultaCruda(req), req.ip), 302);
  }

  @Endpoint(S.canje)
  canje(@Cuerpo() body: CuerpoDe<typeof S.canje>, @Req() req: FastifyRequest): Promise<AuthResponse> {
    return this.sso.canje(body.codigo, req.ip);
  }

  @Endpoint(S.salida)
  async salida(@Res() reply: FastifyReply): Promise<void> {
    await reply.header('cache-control', 'no-store').redirect(await this.sso.salida(), 302);
  }

  @Endpoint(S.grupos)
  grupos(): Promise<GrupoSso[]> {
    return this.sso.grupos();
  }

  @Endpoint(S.crearGrupo)
  crearGrupo(@Cuerpo() body: CuerpoDe<typeof S.crearGrupo>, @CurrentActor() actor: Actor, @CurrentUser() user: AuthUser): Promise<GrupoSso> {
    return this.sso.crearGrupo(body, actor, user);
  }

  @Endpoint(S.eliminarGrupo)
  async eliminarGrupo(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.sso.eliminarGrupo(id, actor);
    return { success: true };
  }
}
