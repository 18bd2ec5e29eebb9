import { Controller, Param, StreamableFile } from '@nestjs/common';
import {
  MIME_XLSX,
  programaAmContrato as P,
  type AjustesProgramaAm,
  type ConsultaDe,
  type CuerpoDe,
  type CurvaAm,
  type EquipoAm,
  type EquipoAmDetalle,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Consulta, Cuerpo, Endpoint } from '../common/contract';
import { CurvaAmService } from './curva-am.service';
import { ProgramaService } from './programa.service';

/** `/api/programa`: the autonomous-maintenance program per Equipo autónomo (issue 25). */
@Controller()
export class ProgramaController {
  constructor(
    private readonly programa: ProgramaService,
    private readonly curvas: CurvaAmService,
  ) {}

  @Endpoint(P.equipos)
  equipos(): Promise<EquipoAm[]> {
    return this.programa.equipos();
  }

  @Endpoint(P.equipo)
  equipo(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<EquipoAmDetalle> {
    return this.programa.equipo(id, user);
  }

  @Endpoint(P.iniciar)
  iniciar(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.iniciar>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<EquipoAmDetalle> {
    return this.programa.iniciar(id, body, user, actor);
  }

  @Endpoint(P.editar)
  editar(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.editar>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<EquipoAmDetalle> {
    return this.programa.editar(id, body, user, actor);
  }

  @Endpoint(P.cambiarPaso)
  cambiarPaso(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.cambiarPaso>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<EquipoAmDetalle> {
    return this.programa.cambiarPaso(id, body, user, actor);
  }

  @Endpoint(P.proponer)
  proponer(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.proponer>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<EquipoAmDetalle> {
    return this.programa.proponer(id, body, user, actor);
  }

  @Endpoint(P.aprobar)
  aprobar(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.aprobar>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<EquipoAmDetalle> {
    return this.programa.aprobar(id, body, user, actor);
  }

  @Endpoint(P.rechazar)
  rechazar(
    @Param('id') id: string,
    @Cuerpo() body: CuerpoDe<typeof P.rechazar>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<EquipoAmDetalle> {
    return this.programa.rechazar(id, body, user, actor);
  }

  @Endpoint(P.curva)
  curva(@Consulta() q: ConsultaDe<typeof P.curva>): Promise<CurvaAm> {
    return this.curvas.curva(q);
  }

  @Endpoint(P.curvaExcel)
  async curvaExcel(@Consulta() q: ConsultaDe<typeof P.curvaExcel>): Promise<StreamableFile> {
    const { contenido, disposicion } = await this.curvas.excel(q);
    return new StreamableFile(contenido, { type: MIME_XLSX, disposition: disposicion });
  }

  @Endpoint(P.ajustes)
  ajustes(): Promise<AjustesProgramaAm> {
    return this.programa.ajustesPrograma();
  }

  @Endpoint(P.editarAjustes)
  editarAjustes(@Cuerpo() body: CuerpoDe<typeof P.editarAjustes>, @CurrentActor() actor: Actor): Promise<AjustesProgramaAm> {
    return this.programa.editarAjustes(body, actor);
  }
}
