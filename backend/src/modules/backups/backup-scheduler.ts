import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { BackupRun } from '@clinic/contracts';
import { ClinicClock } from '../../common/time/clinic-clock';
import { dueSlot } from './backup-schedule';
import { BACKUP_CONFIG, type BackupConfig } from './backups.config';
import { BackupsService } from './backups.service';

const TICK_MS = 60_000;
/** After a start, the first look waits for the app to settle (indexes, first requests). */
const FIRST_TICK_MS = 15_000;

/**
 * Looks once a minute whether the day's backup is due and takes it. Every instance looks; the
 * backup-run record keyed by the day decides which one takes it (BackupsService.runScheduled).
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BackupScheduler.name);
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly backups: BackupsService,
    private readonly clock: ClinicClock,
    @Inject(BACKUP_CONFIG) private readonly config: BackupConfig,
  ) {}

  onApplicationBootstrap() {
    if (!this.config.scheduler) return;
    this.timers = [setTimeout(() => void this.tick(), FIRST_TICK_MS), setInterval(() => void this.tick(), TICK_MS)];
    for (const timer of this.timers) timer.unref();
  }

  async beforeApplicationShutdown() {
    for (const timer of this.timers) clearTimeout(timer);
    await this.backups.settle();
  }

  /** One look at the clock; resolves to the run it took, if any. */
  async tick(now = new Date()): Promise<BackupRun | undefined> {
    try {
      const slot = dueSlot(await this.backups.settings(), now, this.clock.timeZone);
      return slot ? await this.backups.runScheduled(slot, now) : undefined;
    } catch (error) {
      // The database may be away for a moment; the next tick tries again.
      this.logger.warn(`scheduled backup check failed: ${(error as Error).message}`);
      return undefined;
    }
  }
}
