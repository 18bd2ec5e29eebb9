import { Controller, Param } from '@nestjs/common';
import {
  programaAmContrato as P,
  type AuditoriaAm,
  type AuditoriaAmResumen,
  type ConsultaDe,
  type CuerpoDe,
  type PlantillaAuditoriaAm,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Consulta, Cuerpo, Endpoint } from '../common/contract';
import { AuditoriaAmService } from './auditoria-am.service';

/** `/api/programa/auditorias` and `/api/programa/plantillas`: the step audits and their templates (issue 25 §2). */
@Controller()
export class AuditoriaAmController {
  constructor(private readonly auditorias: AuditoriaAmService) {}

  @Endpoint(P.auditorias)
  lista(@Consulta() q: ConsultaDe<typeof P.auditorias>): Promise<AuditoriaAmResumen[]> {
    return this.auditorias.lista(q);
  }

  @Endpoint(P.auditoria)
  detalle(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<AuditoriaAm> {
    return this.auditorias.detalle(id, user);
  }

  @Endpoint(P.solicitarAuditoria)
  solicitar(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.solicitarAuditoria>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<AuditoriaAm> {
    return this.auditorias.solicitar(id, body, user, actor);
  }

  @Endpoint(P.iniciarAuditoria)
  iniciar(@Param('id') id: string, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<AuditoriaAm> {
    return this.auditorias.iniciar(id, user, actor);
  }

  @Endpoint(P.responderAuditoria)
  responder(
    @Param('id') id: string,
    @Param('requisito') requisito: string,
    @Cuerpo() body: CuerpoDe<typeof P.responderAuditoria>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<AuditoriaAm> {
    return this.auditorias.responder(id, requisito, body, user, actor);
  }

  @Endpoint(P.firmarAuditoria)
  firmar(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.firmarAuditoria>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<AuditoriaAm> {
    return this.auditorias.firmar(id, body, user, actor);
  }

  @Endpoint(P.anularAuditoria)
  anular(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.anularAuditoria>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<AuditoriaAm> {
    return this.auditorias.anular(id, body, user, actor);
  }

  @Endpoint(P.plantillas)
  plantillas(): Promise<PlantillaAuditoriaAm[]> {
    return this.auditorias.plantillas();
  }

  @Endpoint(P.editarPlantilla)
  editarPlantilla(
    @Param('paso') paso: string,
    @Cuerpo() body: CuerpoDe<typeof P.editarPlantilla>,
    @CurrentActor() actor: Actor,
  ): Promise<PlantillaAuditoriaAm> {
    return this.auditorias.editarPlantilla(paso, body, actor);
  }
}
