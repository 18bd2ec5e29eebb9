import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EVENTOS_CANAL, leerEvento, type EventoPortal } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { claveCanonica } from '../common/clave-canonica';
import { InvalidatingCache } from '../common/invalidating-cache';
import { claveDeAlcance } from '../database/alcance-planta';
import { DatabaseNotifications } from '../database/notifications';

/** The events that change the dashboard's figures (card figures only: no Kaizen figure is on the dashboard). */
export const cambiaElTablero = (evento: EventoPortal): boolean =>
  evento.tipo.startsWith('tarjeta.') || (evento.tipo === 'resync' && evento.entidad !== 'kaizen');

/**
 * The dashboard's answers by endpoint and query. A dashboard is read far more often than cards change
 * (every user's home page, refetched on focus): each instance keeps the figures until the database
 * announces a card change (or anything it cannot read), then drops them all. While notifications are interrupted nothing is
 * served from memory; the time to live bounds what a lost notification could cost.
 */
@Injectable()
export class DashboardCache extends InvalidatingCache<unknown> implements OnModuleInit, OnModuleDestroy {
  private readonly subscriptions: (() => void)[] = [];

  constructor(
    private readonly notifications: DatabaseNotifications,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super({ maxEntries: 2_000, ttlMs: 60_000, changeGraceMs: 0 });
  }

  async onModuleInit() {
    if (!this.config.dashboardCache) return;
    this.subscriptions.push(this.notifications.onListeningChange((listening) => this.setActive(listening)));
    // The live events' channel (EVENTOS_CANAL): one announcement per change, for browsers and for this cache.
    this.subscriptions.push(
      await this.notifications.subscribe(EVENTOS_CANAL, (payload) => {
        const e = leerEvento(payload);
        if (!e || cambiaElTablero(e)) this.changedAll();
      }),
    );
    this.setActive(this.notifications.listening);
  }

  onModuleDestroy() {
    for (const unsubscribe of this.subscriptions.splice(0)) unsubscribe();
    this.setActive(false);
  }

  /**
   * The answer of `endpoint` for `query` (any JSON-able value: its canonical JSON is the key) in the caller's plant
   * alcance: the same query of another plant is another entry.
   */
  respuesta<T>(endpoint: string, query: unknown, load: () => Promise<T>): Promise<T> {
    return this.get(`${claveDeAlcance()}:${endpoint}:${claveCanonica(query)}`, load) as Promise<T>;
  }
}
