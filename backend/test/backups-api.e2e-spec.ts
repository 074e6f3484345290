import { getModelToken } from '@nestjs/mongoose';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Model } from 'mongoose';
import { BACKUP_SETTINGS_DEFAULTS, ErrorCode, Messages } from '@clinic/contracts';
import { verifyBackup } from '../src/modules/backups/backup-file';
import { BackupScheduler } from '../src/modules/backups/backup-scheduler';
import { BACKUP_CONFIG, type BackupConfig } from '../src/modules/backups/backups.config';
import { BackupsService } from '../src/modules/backups/backups.service';
import { ClinicClock } from '../src/common/time/clinic-clock';
import { BackupRunRecord } from '../src/modules/backups/schemas/backup-run.schema';
import { BACKUP_SETTINGS_ID, BackupSettingsRecord } from '../src/modules/backups/schemas/backup-settings.schema';
import { TestApp, type Actor } from './support/test-app';

const ROUTES = [
  ['GET', '/api/backups/settings'],
  ['PUT', '/api/backups/settings'],
  ['GET', '/api/backups/status'],
  ['POST', '/api/backups/run'],
] as const;

describe('Backups API and scheduled backups (e2e)', () => {
  let t: TestApp;
  let dir: string;
  let admin: Actor;
  let nutritionist: Actor;
  let client: Actor;
  let runs: Model<BackupRunRecord>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'clinic-backup-api-'));
    // Clinic time zone UTC keeps the fake clock's instants readable.
    t = await TestApp.start({ BACKUP_DIR: dir, CLINIC_TIMEZONE: 'UTC' });
    [admin, nutritionist, client] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client')]);
    runs = t.app.get(getModelToken(BackupRunRecord.name));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const clear = async () => {
    await runs.deleteMany({});
    await rm(dir, { recursive: true, force: true });
  };

  describe('access', () => {
    it.each(ROUTES)('%s %s is 401 signed out and 403 for clients and nutritionists', async (method, route) => {
      const body = method === 'PUT' ? { ...BACKUP_SETTINGS_DEFAULTS } : undefined;
      expect((await t.client().request(method, route, { body })).status).toBe(401);
      for (const actor of [client, nutritionist]) {
        const res = await actor.http.request(method, route, { body });
        expect([route, res.status, res.body.code]).toEqual([route, 403, ErrorCode.Forbidden]);
      }
      expect(await runs.countDocuments()).toBe(0);
      // clinic_settings also holds the clinic's own settings document: only the backup schedule's counts.
      expect(await t.app.get(getModelToken(BackupSettingsRecord.name)).countDocuments({ _id: BACKUP_SETTINGS_ID })).toBe(0);
    });
  });

  describe('settings', () => {
    it('start from the defaults', async () => {
      const res = await admin.http.get('/api/backups/settings');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ enabled: true, time: '02:00', keepDaily: 7, keepWeekly: 4 });
    });

    it.each([
      [{ time: '25:00' }, Messages.backups.timeInvalid],
      [{ time: '2:00' }, Messages.backups.timeInvalid],
      [{ keepDaily: 0 }, Messages.backups.keepDailyRange],
      [{ keepDaily: 91 }, Messages.backups.keepDailyRange],
      [{ keepDaily: 1.5 }, Messages.backups.keepDailyRange],
      [{ keepWeekly: -1 }, Messages.backups.keepWeeklyRange],
      [{ enabled: 'yes' }, Messages.backups.enabledRequired],
      [{ enabled: undefined }, Messages.backups.enabledRequired],
      [{ directory: '/etc' }, 'Unknown field "directory".'],
    ])('refuses %j and keeps what was saved', async (change, message) => {
      const res = await admin.http.put('/api/backups/settings', { ...BACKUP_SETTINGS_DEFAULTS, keepDaily: 3, ...change });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed, message });
      expect((await admin.http.get('/api/backups/settings')).body).toEqual(BACKUP_SETTINGS_DEFAULTS);
    });

    it('are saved in the database for every instance', async () => {
      const settings = { enabled: true, time: '21:15', keepDaily: 3, keepWeekly: 2 };
      const res = await admin.http.put('/api/backups/settings', settings);
      expect(res).toMatchObject({ status: 200, body: settings });
      expect((await admin.http.get('/api/backups/settings')).body).toEqual(settings);
      const stored = await t.app.get<Model<BackupSettingsRecord>>(getModelToken(BackupSettingsRecord.name)).findById('backups').lean();
      expect(stored).toMatchObject({ ...settings, updatedBy: expect.anything() });
      expect(String(stored!.updatedBy)).toBe(admin.user._id);
    });
  });

  describe('Back up now, status and health', () => {
    beforeAll(clear);

    it('writes an owner-only backup and reports its time, size and result', async () => {
      const res = await admin.http.post('/api/backups/run');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ kind: 'manual', status: 'succeeded', file: expect.stringMatching(/-manual\.clinic-backup$/), encrypted: false });
      const file = path.join(dir, res.body.file);
      const { size, mode } = await stat(file);
      expect(res.body.sizeBytes).toBe(size);
      expect(mode & 0o777).toBe(0o600);
      const manifest = await verifyBackup(file);
      expect(res.body.documents).toBe(manifest.totalDocuments);
      expect(manifest.collections.find((c) => c.name === 'users')!.count).toBe(3);

      const status = await admin.http.get('/api/backups/status');
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ lastRun: res.body, lastSuccess: res.body, encrypted: false, directory: dir, nextRunAt: expect.any(String) });
      expect(status.body.recent).toEqual([res.body]);
    });

    it('shows in /api/health for the admin only', async () => {
      const forAdmin = await admin.http.get('/api/health');
      expect(forAdmin.status).toBe(200);
      expect(forAdmin.body.backups).toMatchObject({ status: 'ok', lastRunAt: expect.any(String), lastSuccessAt: expect.any(String), sizeBytes: expect.any(Number) });
      for (const http of [t.client(), client.http, nutritionist.http]) {
        const res = await http.get('/api/health');
        expect(res.status).toBe(200);
        expect(res.body).not.toHaveProperty('backups');
      }
    });

    it('records a failure, which the status and the admin\'s health show as an alert', async () => {
      // The backup folder's path taken by a file: writing fails as a full or missing disk would.
      await rm(dir, { recursive: true, force: true });
      await writeFile(dir, 'not a folder');
      const res = await admin.http.post('/api/backups/run');
      await rm(dir, { force: true });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'failed', error: expect.stringMatching(/EEXIST|ENOTDIR/) });

      const status = (await admin.http.get('/api/backups/status')).body;
      expect(status.lastRun).toMatchObject({ status: 'failed' });
      expect(status.lastSuccess).toMatchObject({ status: 'succeeded' });
      const health = (await admin.http.get('/api/health')).body;
      expect(health).toMatchObject({ status: 'ok', backups: { status: 'failed', error: expect.any(String), lastSuccessAt: status.lastSuccess.startedAt } });
    });

    it('refuses a second backup while one is running (409), and counts a long-silent one as interrupted', async () => {
      await runs.create({ _id: 'manual|elsewhere', kind: 'manual', status: 'running', startedAt: new Date(), instance: 'other:1' });
      const refused = await admin.http.post('/api/backups/run');
      expect(refused).toMatchObject({ status: 409, body: { code: ErrorCode.BackupInProgress, message: Messages.backups.inProgress } });

      await runs.updateOne({ _id: 'manual|elsewhere' }, { $set: { startedAt: new Date(Date.now() - 2 * 3600_000) } });
      const status = (await admin.http.get('/api/backups/status')).body;
      expect(status.recent.find((r: { startedAt: string }) => Date.now() - Date.parse(r.startedAt) > 3600_000)).toMatchObject({ status: 'failed', error: expect.stringContaining('Interrupted') });
      expect((await admin.http.post('/api/backups/run')).status).toBe(201);
    });
  });

  describe('the schedule', () => {
    let scheduler: BackupScheduler;
    beforeAll(async () => {
      await clear();
      scheduler = t.app.get(BackupScheduler);
      await admin.http.put('/api/backups/settings', { enabled: true, time: '02:00', keepDaily: 2, keepWeekly: 1 });
    });

    it('takes nothing before the time, and the day\'s backup once it has passed', async () => {
      expect(await scheduler.tick(new Date('2026-03-10T01:59:00Z'))).toBeUndefined();
      expect(await runs.countDocuments()).toBe(0);
      const run = await scheduler.tick(new Date('2026-03-10T02:00:00Z'));
      expect(run).toMatchObject({ kind: 'scheduled', status: 'succeeded', file: 'clinic-2026-03-10T02-00-00Z-scheduled.clinic-backup' });
      expect(await runs.findById('scheduled|2026-03-10').lean()).toMatchObject({ status: 'succeeded' });
      // Later the same day: already taken.
      expect(await scheduler.tick(new Date('2026-03-10T15:00:00Z'))).toBeUndefined();
      expect(await runs.countDocuments()).toBe(1);
    });

    it('lets only one of several instances take a slot', async () => {
      const other = new BackupsService(t.connection, runs, t.app.get(getModelToken(BackupSettingsRecord.name)), t.app.get<BackupConfig>(BACKUP_CONFIG), t.app.get(ClinicClock));
      const mine = t.app.get(BackupsService);
      const now = new Date('2026-03-11T02:00:30Z');
      const results = await Promise.all([mine.runScheduled('scheduled|2026-03-11', now), other.runScheduled('scheduled|2026-03-11', now)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await runs.countDocuments({ _id: 'scheduled|2026-03-11' })).toBe(1);
      expect((await readdir(dir)).filter((f) => f.startsWith('clinic-2026-03-11'))).toHaveLength(1);
    });

    it('keeps the last days and weeks the settings say, and never touches manual backups', async () => {
      const manual = 'clinic-2026-01-01T10-00-00Z-manual.clinic-backup';
      await writeFile(path.join(dir, manual), 'kept');
      for (const day of ['2026-02-20', '2026-02-27', '2026-03-01', '2026-03-05']) {
        await writeFile(path.join(dir, `clinic-${day}T02-00-00Z-scheduled.clinic-backup`), 'old');
      }
      expect(await scheduler.tick(new Date('2026-03-12T02:01:00Z'))).toMatchObject({ status: 'succeeded' });
      // Two days (the 12th and the 11th) and the newest of one week (the 12th's): the rest go.
      expect((await readdir(dir)).sort()).toEqual([manual, 'clinic-2026-03-11T02-00-30Z-scheduled.clinic-backup', 'clinic-2026-03-12T02-01-00Z-scheduled.clinic-backup']);
    });

    it('takes nothing while scheduled backups are off', async () => {
      await admin.http.put('/api/backups/settings', { enabled: false, time: '02:00', keepDaily: 2, keepWeekly: 1 });
      expect(await scheduler.tick(new Date('2026-03-13T12:00:00Z'))).toBeUndefined();
      expect(await runs.countDocuments({ _id: 'scheduled|2026-03-13' })).toBe(0);
      expect((await admin.http.get('/api/backups/status')).body).not.toHaveProperty('nextRunAt');
    });
  });
});
