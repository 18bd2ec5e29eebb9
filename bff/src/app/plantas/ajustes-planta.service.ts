import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  ajustesProgramaAm,
  PASOS_AM_DEFECTO,
  plantaTiempo,
  TURNOS_DEFECTO,
  type AjustesPlanta,
  type AjustesProgramaAm,
  type PlantaTiempo,
  type TurnoPlanta,
} from '@portal/shared/domain';
import type { PlantaRow } from '../../db/schema';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { InvalidatingCache } from '../common/invalidating-cache';
import { alcanceActual } from '../database/alcance-planta';
import { DatabaseNotifications } from '../database/notifications';
import { PlantasRepository } from './plantas.repository';

/** Notified with a plant's id by the trigger on plantas (migration 0060): its settings changed. */
export const PLANTAS_CHANNEL = 'portal_plantas';

/** A plant's settings in force, with its calendar ready to use. */
export interface AjustesVigentes extends AjustesPlanta {
  planta: number;
  /** The plant's name and code (reports name their plant). */
  nombre: string;
  codigo: string;
  /** The weekly report's recipients: the plant's, else the installation's REPORT_RECIPIENTS. */
  destinatariosReporte: string[];
  /** The names of the autonomous-maintenance program's steps (issue 25): the plant's, else the domain's seven. */
  pasosAm: readonly string[];
  /** The step gate's thresholds and the per-person setting (issue 25 §3, §5): the plant's over the defaults. */
  programaAm: AjustesProgramaAm;
  /** The plant's shifts in start order (issue 26): the plant's, else TURNOS_DEFECTO. */
  turnos: readonly TurnoPlanta[];
  tiempo: PlantaTiempo;
}

/**
 * The settings every rule of a plant counts with (issue 24): its time zone (PLANT_TZ when it names none) and its
 * alert days. `actual()` answers for the plant the caller works in (its alcance: a request's, a job's `enPlanta`).
 * Kept in memory per plant and dropped on every instance when the database notifies a change, so a setting an
 * Admin saves is in force at the next request everywhere; while notifications are down it reads the row each time.
 */
@Injectable()
export class AjustesPlantaService implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new InvalidatingCache<AjustesVigentes>({ maxEntries: 1_000, ttlMs: 300_000, changeGraceMs: 30_000 });
  private readonly subscriptions: (() => void)[] = [];

  constructor(
    private readonly repo: PlantasRepository,
    private readonly notifications: DatabaseNotifications,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit() {
    this.subscriptions.push(this.notifications.onListeningChange((listening) => this.cache.setActive(listening)));
    this.subscriptions.push(await this.notifications.subscribe(PLANTAS_CHANNEL, (id) => this.cache.changed(id)));
    this.cache.setActive(this.notifications.listening);
  }

  onModuleDestroy() {
    for (const unsubscribe of this.subscriptions.splice(0)) unsubscribe();
    this.cache.setActive(false);
  }

  /** The settings of the plant the caller writes, else the first it reads (a read-only session over several). */
  async actual(): Promise<AjustesVigentes> {
    const { escritura, lectura } = alcanceActual();
    const planta = escritura[0] ?? lectura[0];
    if (planta === undefined) throw new Error('Plant settings asked for outside any plant (run the work in enPlanta)');
    return this.de(planta);
  }

  async de(planta: number): Promise<AjustesVigentes> {
    const ajustes = await this.cache.get(String(planta), async () => {
      const row = await this.repo.findById(planta);
      return row && this.vigentes(row);
    });
    if (!ajustes) throw new Error(`Plant ${planta} does not exist`);
    return ajustes;
  }

  /** A plant's settings as they are in force (its zone, else the installation's PLANT_TZ). */
  vigentes(row: PlantaRow): AjustesVigentes {
    const zonaHoraria = row.zona ?? this.config.plantTz;
    return {
      planta: row.id,
      nombre: row.nombre,
      codigo: row.codigo,
      destinatariosReporte: row.destinatariosReporte.length ? row.destinatariosReporte : this.config.avisos.reportRecipients,
      zonaHoraria,
      diasAlerta: { Alta: row.diasAlertaAlta, Media: row.diasAlertaMedia, Baja: row.diasAlertaBaja },
      pasosAm: row.pasosAm ?? PASOS_AM_DEFECTO,
      programaAm: ajustesProgramaAm(row.programaAm),
      turnos: row.turnos?.length ? row.turnos : TURNOS_DEFECTO,
      tiempo: plantaTiempo(zonaHoraria),
    };
  }

  /** This instance is about to change the plant: it stops serving it until the notification arrives. */
  cambiando(planta: number): void {
    this.cache.changing(String(planta));
  }
}
