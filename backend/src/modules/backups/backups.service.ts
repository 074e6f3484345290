import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Connection, Model, Types } from 'mongoose';
import {
  BACKUP_SETTINGS_DEFAULTS,
  type BackupHealth,
  type BackupRun,
  type BackupRunKind,
  type BackupSettings,
  type BackupStatus,
  ErrorCode,
  Messages,
} from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { ClinicClock } from '../../common/time/clinic-clock';
import { appVersion } from './app-version';
import { backupFileName, parseBackupFileName, writeBackup } from './backup-file';
import { clinicMoment, expiredBackups, nextRun, scheduledSlot } from './backup-schedule';
import { BACKUP_CONFIG, type BackupConfig } from './backups.config';
import { BackupRunRecord } from './schemas/backup-run.schema';
import { BACKUP_SETTINGS_ID, BackupSettingsRecord } from './schemas/backup-settings.schema';

/** A run still "running" after this long belongs to an instance that stopped during it. */
export const STALE_RUN_MS = 60 * 60 * 1000;
const DUPLICATE_KEY = 11000;

@Injectable()
export class BackupsService {
  private readonly logger = new Logger(BackupsService.name);
  private readonly instance = `${os.hostname()}:${process.pid}`;
  private inFlight?: Promise<BackupRun>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(BackupRunRecord.name) private readonly runs: Model<BackupRunRecord>,
    @InjectModel(BackupSettingsRecord.name) private readonly settingsModel: Model<BackupSettingsRecord>,
    @Inject(BACKUP_CONFIG) private readonly config: BackupConfig,
    private readonly clock: ClinicClock,
  ) {}

  async settings(): Promise<BackupSettings> {
    const stored = await this.settingsModel.findById(BACKUP_SETTINGS_ID).lean();
    if (!stored) return { ...BACKUP_SETTINGS_DEFAULTS };
    return { enabled: stored.enabled, time: stored.time, keepDaily: stored.keepDaily, keepWeekly: stored.keepWeekly };
  }

  async updateSettings(settings: BackupSettings, adminId: string): Promise<BackupSettings> {
    const { enabled, time, keepDaily, keepWeekly } = settings;
    await this.settingsModel.updateOne(
      { _id: BACKUP_SETTINGS_ID },
      { $set: { enabled, time, keepDaily, keepWeekly, updatedAt: new Date(), updatedBy: adminId as unknown as Types.ObjectId } },
      { upsert: true },
    );
    return this.settings();
  }

  async status(now = new Date()): Promise<BackupStatus> {
    const [settings, recent, lastSuccess] = await Promise.all([
      this.settings(),
      this.runs.find().sort({ startedAt: -1 }).limit(10).lean(),
      this.runs.findOne({ status: 'succeeded' }).sort({ startedAt: -1 }).lean(),
    ]);
    const today = clinicMoment(now, this.clock.timeZone).date;
    const todayTaken = Boolean(await this.runs.exists({ _id: scheduledSlot(today) }));
    const next = nextRun(settings, now, this.clock.timeZone, todayTaken);
    const runs = recent.map((r) => this.toRun(r, now));
    return {
      settings,
      ...(runs[0] ? { lastRun: runs[0] } : {}),
      ...(lastSuccess ? { lastSuccess: this.toRun(lastSuccess, now) } : {}),
      recent: runs,
      ...(next ? { nextRunAt: this.clock.toInstant(next.date, next.time).toISOString() } : {}),
      encrypted: Boolean(this.config.key),
      directory: this.config.dir,
    };
  }

  /** The summary /api/health gives the admin. */
  async health(now = new Date()): Promise<BackupHealth> {
    const [last, lastSuccess] = await Promise.all([
      this.runs.findOne().sort({ startedAt: -1 }).lean(),
      this.runs.findOne({ status: 'succeeded' }).sort({ startedAt: -1 }).lean(),
    ]);
    if (!last) return { status: 'none' };
    const run = this.toRun(last, now);
    return {
      status: run.status === 'succeeded' ? 'ok' : run.status,
      lastRunAt: run.startedAt,
      ...(lastSuccess ? { lastSuccessAt: lastSuccess.startedAt.toISOString(), sizeBytes: lastSuccess.sizeBytes } : {}),
      ...(run.error ? { error: run.error } : {}),
    };
  }

  /** "Back up now": refused while a backup is running here or on another instance. */
  async runNow(now = new Date()): Promise<BackupRun> {
    const running = await this.runs.exists({ status: 'running', startedAt: op({ $gt: new Date(now.getTime() - STALE_RUN_MS) }) });
    if (this.inFlight || running) throw ApiException.conflict(Messages.backups.inProgress, ErrorCode.BackupInProgress);
    const run = await this.take(`manual|${now.toISOString()}|${randomBytes(3).toString('hex')}`, 'manual', now);
    // The id is fresh: only a run started in the same instant with the same random suffix collides.
    if (!run) throw ApiException.conflict(Messages.backups.inProgress, ErrorCode.BackupInProgress);
    return run;
  }

  /**
   * Takes the scheduled backup of a slot unless another instance (or an earlier tick) already has:
   * the insert of the slot's run record is the claim. Resolves to undefined when it was taken.
   */
  async runScheduled(slot: string, now = new Date()): Promise<BackupRun | undefined> {
    if (this.inFlight) return undefined;
    return this.take(slot, 'scheduled', now);
  }

  /** Waits for a backup in progress (at shutdown, so the file is not cut short). */
  async settle(): Promise<void> {
    await this.inFlight?.catch(() => undefined);
  }

  private async take(id: string, kind: BackupRunKind, now: Date): Promise<BackupRun | undefined> {
    try {
      await this.runs.create({ _id: id, kind, status: 'running', startedAt: now, instance: this.instance });
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return undefined;
      throw error;
    }
    this.inFlight = this.execute(id, kind, now);
    try {
      return await this.inFlight;
    } finally {
      this.inFlight = undefined;
    }
  }

  private async execute(id: string, kind: BackupRunKind, startedAt: Date): Promise<BackupRun> {
    const file = path.join(this.config.dir, backupFileName(startedAt, kind));
    let update: Partial<BackupRunRecord>;
    try {
      const written = await writeBackup(this.connection.db!, { file, key: this.config.key, appVersion: appVersion() });
      update = {
        status: 'succeeded',
        finishedAt: new Date(),
        file: path.basename(file),
        sizeBytes: written.sizeBytes,
        durationMs: written.durationMs,
        documents: written.totalDocuments,
        encrypted: written.encrypted,
      };
      this.logger.log(`backup ${path.basename(file)}: ${written.totalDocuments} documents, ${written.sizeBytes} bytes, ${written.durationMs} ms`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      update = { status: 'failed', finishedAt: new Date(), error: message.slice(0, 500) };
      this.logger.error(`backup failed: ${message}`);
    }
    await this.runs.updateOne({ _id: id }, { $set: update });
    if (kind === 'scheduled' && update.status === 'succeeded') await this.applyRetention();
    const saved = await this.runs.findById(id).lean();
    return this.toRun(saved!, new Date());
  }

  /** Removes the scheduled backups that the settings no longer keep. */
  async applyRetention(): Promise<string[]> {
    const settings = await this.settings();
    try {
      const files = (await readdir(this.config.dir)).flatMap((name) => {
        const parsed = parseBackupFileName(name);
        return parsed?.kind === 'scheduled' ? [{ name, takenAt: parsed.takenAt }] : [];
      });
      const expired = expiredBackups(files, settings, this.clock.timeZone);
      for (const name of expired) await rm(path.join(this.config.dir, name), { force: true });
      if (expired.length) this.logger.log(`retention removed ${expired.join(', ')}`);
      return expired;
    } catch (error) {
      this.logger.warn(`retention could not clean ${this.config.dir}: ${(error as Error).message}`);
      return [];
    }
  }

  private toRun(record: BackupRunRecord, now: Date): BackupRun {
    const stale = record.status === 'running' && now.getTime() - record.startedAt.getTime() > STALE_RUN_MS;
    return {
      kind: record.kind,
      status: stale ? 'failed' : record.status,
      startedAt: record.startedAt.toISOString(),
      ...(record.finishedAt ? { finishedAt: record.finishedAt.toISOString() } : {}),
      ...(record.file ? { file: record.file } : {}),
      ...(record.sizeBytes !== undefined ? { sizeBytes: record.sizeBytes } : {}),
      ...(record.durationMs !== undefined ? { durationMs: record.durationMs } : {}),
      ...(record.documents !== undefined ? { documents: record.documents } : {}),
      ...(record.encrypted !== undefined ? { encrypted: record.encrypted } : {}),
      ...(stale ? { error: 'Interrupted: the app stopped during the backup.' } : record.error ? { error: record.error } : {}),
    };
  }
}
