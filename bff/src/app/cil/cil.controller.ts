import { Controller, Param, StreamableFile } from '@nestjs/common';
import {
  cilContrato as C,
  MIME_XLSX,
  type ConsultaDe,
  type CuerpoDe,
  type CumplimientoCil,
  type EjecucionCil,
  type HistorialPuntoCil,
  type MaquinaCilPendiente,
  type PuntoCil,
  type RutinaCil,
  type SuccessResponse,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Consulta, Cuerpo, Endpoint } from '../common/contract';
import { adjunto } from '../common/http/attachment';
import { IdempotencyKey } from '../common/http/idempotency-key';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { cumplimientoCilExcel } from './cil-excel';
import { CilService } from './cil.service';

/** `/api/cil`: CIL standards of the machines and their routines (issue 26 §1). */
@Controller()
export class CilController {
  constructor(
    private readonly cil: CilService,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  @Endpoint(C.rutina)
  rutina(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<RutinaCil> {
    return this.cil.rutina(id, user);
  }

  @Endpoint(C.imagen)
  imagen(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof C.imagen>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<RutinaCil> {
    return this.cil.imagen(id, body.imagen, user, actor);
  }

  @Endpoint(C.crearPunto)
  crearPunto(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof C.crearPunto>, @CurrentActor() actor: Actor): Promise<PuntoCil> {
    return this.cil.crearPunto(id, body, actor);
  }

  @Endpoint(C.editarPunto)
  editarPunto(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof C.editarPunto>, @CurrentActor() actor: Actor): Promise<PuntoCil> {
    return this.cil.editarPunto(id, body, actor);
  }

  @Endpoint(C.quitarPunto)
  async quitarPunto(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<SuccessResponse> {
    await this.cil.quitarPunto(id, actor);
    return { success: true };
  }

  @Endpoint(C.historial)
  historial(@Param('id') id: string): Promise<HistorialPuntoCil[]> {
    return this.cil.historial(id);
  }

  @Endpoint(C.registrar)
  registrar(
    @Cuerpo() body: CuerpoDe<typeof C.registrar>,
    @IdempotencyKey() key: string | undefined,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<EjecucionCil> {
    return this.cil.registrar(body, user, actor, key);
  }

  @Endpoint(C.ejecucion)
  ejecucion(@Param('id') id: string): Promise<EjecucionCil> {
    return this.cil.detalle(id);
  }

  @Endpoint(C.pendientes)
  pendientes(@Consulta() q: ConsultaDe<typeof C.pendientes>, @CurrentUser() user: AuthUser): Promise<MaquinaCilPendiente[]> {
    return this.cil.pendientes(q.equipo, user);
  }

  @Endpoint(C.cumplimiento)
  cumplimiento(@Consulta() q: ConsultaDe<typeof C.cumplimiento>): Promise<CumplimientoCil> {
    return this.cil.cumplimiento(q);
  }

  @Endpoint(C.cumplimientoExcel)
  async cumplimientoExcel(@Consulta() q: ConsultaDe<typeof C.cumplimientoExcel>): Promise<StreamableFile> {
    const c = await this.cil.cumplimiento(q);
    const { zonaHoraria } = await this.ajustes.actual();
    return new StreamableFile(await cumplimientoCilExcel(c, zonaHoraria), {
      type: MIME_XLSX,
      disposition: adjunto(`Cumplimiento CIL ${c.desde} a ${c.hasta}.xlsx`),
    });
  }
}
