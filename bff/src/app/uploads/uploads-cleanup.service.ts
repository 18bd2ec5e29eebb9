import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { PeriodicJob } from '../common/jobs/periodic-job';
import { ArchivosRepository } from './archivos.repository';
import { ImageStorage } from './image-storage';
import { UPLOAD_DAY_MS } from './upload-windows';
import { comoPropietario } from '../database/alcance-planta';

const BATCH = 200;
const SWEEP_CHUNK = 500;
/** A claimed file still registered after this was not removed (storage unreachable, process died): try again. */
const STALE_CLAIM_MS = 15 * 60 * 1000;

export interface CleanupReport {
  /** Registered files removed (released, or never attached past the grace period). */
  removed: number;
  /** Claimed files the storage could not remove (retried later). */
  failed: number;
  /** Local files no row knows and no card shows, older than the grace period. */
  orphans: number;
}

/**
 * Removes stored images nobody can see any more: files of deleted cards and replaced images at once
 * (right after the change, and at every run), files never attached after UPLOAD_GRACE_HOURS, and
 * local files the database does not know. Runs every UPLOAD_CLEANUP_MINUTES on each instance;
 * the row claims (and an advisory lock) keep instances from removing the same file twice.
 */
@Injectable()
export class UploadsCleanupService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('UploadsCleanup');
  private readonly job = new PeriodicJob(this.logger);

  constructor(
    private readonly repo: ArchivosRepository,
    private readonly storage: ImageStorage,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.uploads.cleanupIntervalMs, () => this.runOnce(this.clock.now(), true));
  }

  /** Stops the timer and lets a running cleanup finish before the database closes. */
  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Queues a full run (runs of one instance never overlap); `now` is for tests. */
  run(now?: Date): Promise<CleanupReport> {
    return this.job.enqueue(() => this.runOnce(now ?? this.clock.now(), true));
  }

  /** Released files go right away, in the background; a failure is left to the next run. */
  purgeSoon(): void {
    if (this.job.closing) return;
    this.job.enqueue(() => this.runOnce(this.clock.now(), false)).catch((err: unknown) => this.logger.warn(`Removing released images failed: ${String(err)}`));
  }

  /** Storage-wide, as the tables' owner: a file is garbage only if no plant's row knows it. */
  private runOnce(now: Date, full: boolean): Promise<CleanupReport> {
    return comoPropietario(() => this.runTodas(now, full));
  }

  private async runTodas(now: Date, full: boolean): Promise<CleanupReport> {
    const report: CleanupReport = { removed: 0, failed: 0, orphans: 0 };
    const graceFloor = new Date(now.getTime() - this.config.uploads.graceMs);
    const staleFloor = new Date(now.getTime() - STALE_CLAIM_MS);
    for (;;) {
      const claimed = await this.repo.claimGarbage({ now, graceFloor, staleFloor, storages: this.storage.removable, limit: BATCH });
      const removed: string[] = [];
      for (const file of claimed) {
        try {
          await this.storage.remove(file);
          removed.push(file.id);
        } catch (err) {
          report.failed++;
          this.logger.warn(`Could not remove ${file.storage} image ${file.key}: ${String(err)}`);
        }
      }
      await this.repo.deleteClaimed(removed);
      report.removed += removed.length;
      if (claimed.length < BATCH) break;
    }
    if (full) {
      // The longest quota window: older upload records count for nothing.
      await this.repo.deleteReservationsBefore(new Date(now.getTime() - UPLOAD_DAY_MS));
      report.orphans = await this.sweepLocalOrphans(graceFloor);
    }
    if (report.removed || report.orphans || report.failed) {
      this.logger.log(`Images removed: ${report.removed} released or never attached, ${report.orphans} unknown local files; ${report.failed} failed`);
    }
    return report;
  }

  /** Files left by a crash between storing and registering, or uploaded before files were registered. */
  private async sweepLocalOrphans(graceFloor: Date): Promise<number> {
    const names = await this.storage.localFileNames();
    let removed = 0;
    for (let i = 0; i < names.length; i += SWEEP_CHUNK) {
      for (const name of await this.repo.unknownLocalFiles(names.slice(i, i + SWEEP_CHUNK))) {
        const modified = await this.storage.localModified(name);
        if (!modified || modified >= graceFloor) continue;
        await this.storage.remove({ storage: 'local', key: name, url: '' });
        removed++;
      }
    }
    return removed;
  }
}
