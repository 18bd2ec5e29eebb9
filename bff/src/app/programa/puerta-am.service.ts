import { Injectable } from '@nestjs/common';
import { inicioDelDia, puertaAm, sumarDias, type PuertaAm } from '@portal/shared/domain';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { AjustesPlantaService, type AjustesVigentes } from '../plantas/ajustes-planta.service';
import { PuertaAmRepository, type EquipoEnPaso, type Ventana } from './puerta-am.repository';

/** A team in the program as the gate needs it. */
export interface EquipoDeLaPuerta {
  equipoAmId: string;
  equipo: string;
  paso: number;
  /** The current step's first plant day. */
  pasoDesde: string;
}

/**
 * The step gate (issue 25 §3), live: the database counts, the domain's `evaluarPuertaAm` decides, the plant's
 * settings give the thresholds. Per-person figures (§5) go only to whom may see them.
 */
@Injectable()
export class PuertaAmService {
  constructor(
    private readonly repo: PuertaAmRepository,
    private readonly ajustes: AjustesPlantaService,
    private readonly clock: Clock,
  ) {}

  /** Each team's gate, by program id, without per-person figures (the list, the TV board). */
  async puertas(equipos: readonly EquipoDeLaPuerta[]): Promise<Map<string, PuertaAm>> {
    const a = await this.ajustes.actual();
    const figuras = await this.repo.figuras(
      a.planta,
      equipos.map((e) => this.enPaso(e, a)),
      this.ventana(a),
      a.zonaHoraria,
    );
    return new Map([...figuras].map(([id, f]) => [id, puertaAm(f, a.programaAm, null, null)]));
  }

  /**
   * One team's gate for `user`: the members' figures when the plant shows them per person and `veTodas` (the team's
   * leader, its Jefes, an Admin); the caller's own figure when the caller is a member.
   */
  async puerta(e: EquipoDeLaPuerta, user: Pick<AuthUser, 'id'>, veTodas: boolean): Promise<PuertaAm> {
    const a = await this.ajustes.actual();
    const ventana = this.ventana(a);
    const [figuras, personas] = await Promise.all([
      this.repo.figuras(a.planta, [this.enPaso(e, a)], ventana, a.zonaHoraria),
      this.repo.personas(a.planta, e.equipo, ventana),
    ]);
    const propia = personas.find((p) => p._id === user.id);
    const visibles = veTodas && !a.programaAm.soloPorEquipo ? personas : null;
    return puertaAm(figuras.get(e.equipoAmId)!, a.programaAm, visibles, propia ? propia.tarjetas : null);
  }

  private enPaso(e: EquipoDeLaPuerta, a: AjustesVigentes): EquipoEnPaso {
    return { equipoAmId: e.equipoAmId, equipo: e.equipo, paso: e.paso, desde: e.pasoDesde, inicio: inicioDelDia(e.pasoDesde, a.zonaHoraria) };
  }

  /** The participation window: the last N weeks of plant days, today included. */
  private ventana(a: AjustesVigentes): Ventana {
    const desde = sumarDias(a.tiempo.hoy(this.clock.now()), 1 - 7 * a.programaAm.participacionSemanas);
    return { desde, inicio: inicioDelDia(desde, a.zonaHoraria) };
  }
}
