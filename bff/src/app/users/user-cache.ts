import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { User } from '@portal/shared/domain';
import { InvalidatingCache } from '../common/invalidating-cache';
import { DatabaseNotifications } from '../database/notifications';

/** A user as the API returns it, plus what its session tokens must carry: its plant and both versions. */
export interface SesionCacheada {
  user: User;
  sesionVersion: number;
  membresiaVersion: number;
  planta: number;
}

/** What a session token names besides the user: the person's and the membership's versions, and the plant. */
export interface VersionesDeToken {
  version: number;
  membresia: number;
  planta: number;
}

/**
 * One number for a session's validity (stream tickets, the events hub): the person's version plus the membership's.
 * Both only grow, so the sum is unchanged exactly when neither moved.
 */
export const versionDeSesion = (version: number, membresia: number): number => version + membresia;

/** Notified with a user's id by the database triggers on users and user_hours (migration user_changes_sql). */
export const USERS_CHANNEL = 'portal_users';

/**
 * Users as the API returns them (with their session version), by id, so authenticating a request and GET /api/auth/user do not
 * read the database each time. Every instance drops a user when the database notifies a change;
 * while notifications are interrupted nothing is served from memory.
 */
@Injectable()
export class UserCache extends InvalidatingCache<SesionCacheada> implements OnModuleInit, OnModuleDestroy {
  private readonly subscriptions: (() => void)[] = [];

  constructor(private readonly notifications: DatabaseNotifications) {
    super({ maxEntries: 5_000, ttlMs: 30_000, changeGraceMs: 30_000 });
  }

  async onModuleInit() {
    this.subscriptions.push(this.notifications.onListeningChange((listening) => this.setActive(listening)));
    this.subscriptions.push(await this.notifications.subscribe(USERS_CHANNEL, (id) => this.changed(id)));
    this.setActive(this.notifications.listening);
  }

  onModuleDestroy() {
    for (const unsubscribe of this.subscriptions.splice(0)) unsubscribe();
    this.setActive(false);
  }
}
