import { Controller, Param } from '@nestjs/common';
import { programaAmContrato as P, type CuerpoDe, type EquipoAm, type EquipoAmDetalle } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Cuerpo, Endpoint } from '../common/contract';
import { ProgramaService } from './programa.service';

/** `/api/programa`: the autonomous-maintenance program per Equipo autónomo (issue 25). */
@Controller()
export class ProgramaController {
  constructor(private readonly programa: ProgramaService) {}

  @Endpoint(P.equipos)
  equipos(): Promise<EquipoAm[]> {
    return this.programa.equipos();
  }

  @Endpoint(P.equipo)
  equipo(@Param('id') id: string): Promise<EquipoAmDetalle> {
    return this.programa.equipo(id);
  }

  @Endpoint(P.iniciar)
  iniciar(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof P.iniciar>, @CurrentActor() actor: Actor): Promise<EquipoAmDetalle> {
    return this.programa.iniciar(id, body, actor);
  }

  @Endpoint(P.editar)
  editar(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof P.editar>, @CurrentActor() actor: Actor): Promise<EquipoAmDetalle> {
    return this.programa.editar(id, body, actor);
  }

  @Endpoint(P.cambiarPaso)
  cambiarPaso(@Param('id') id: string, @Cuerpo() body: CuerpoDe<typeof P.cambiarPaso>, @CurrentActor() actor: Actor): Promise<EquipoAmDetalle> {
    return this.programa.cambiarPaso(id, body, actor);
  }
}
