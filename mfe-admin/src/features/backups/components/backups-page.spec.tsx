import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKUP_SETTINGS_DEFAULTS, Messages, type BackupRun, type BackupStatus } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { BackupsPage } from './backups-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
// 20:30 UTC is 02:00 the next day on the clinic's clock (Asia/Kolkata).
const good: BackupRun = { kind: 'scheduled', status: 'succeeded', startedAt: '2026-11-21T20:30:00.000Z', sizeBytes: 482_113, documents: 12_840, durationMs: 1250, encrypted: true, file: 'clinic-2026-11-21T20-30-00Z-scheduled.clinic-backup' };
const failed: BackupRun = { kind: 'manual', status: 'failed', startedAt: '2026-11-22T06:00:00.000Z', error: 'ENOSPC: no space left on device' };
const status = (over: Partial<BackupStatus> = {}): BackupStatus => ({
  settings: { ...BACKUP_SETTINGS_DEFAULTS },
  lastRun: good,
  lastSuccess: good,
  recent: [good],
  nextRunAt: '2026-11-22T20:30:00.000Z',
  encrypted: true,
  directory: '/srv/clinic/data/backups',
  ...over,
});

describe('BackupsPage', () => {
  it('shows the last backup\'s time, size and result on the clinic\'s clock', async () => {
    stubApi({ 'GET /api/backups/status': status() });
    renderScreen(<BackupsPage />, { user: admin as never });
    expect(await screen.findAllByText('22 Nov, 02:00')).not.toHaveLength(0);
    expect(screen.getAllByText('Succeeded')).not.toHaveLength(0);
    expect(screen.getByText(/470\.8 kB · 12,840 records · took 1\.3 s/)).toBeInTheDocument();
    expect(screen.getByText('23 Nov, 02:00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Backups are not encrypted')).toBeNull();
  });

  it('alerts the admin when the last backup failed, and says which one is the last good one', async () => {
    stubApi({ 'GET /api/backups/status': status({ lastRun: failed, recent: [failed, good], encrypted: false }) });
    renderScreen(<BackupsPage />, { user: admin as never });
    const alert = (await screen.findByText('The backup of 22 Nov, 11:30 failed')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('ENOSPC: no space left on device');
    expect(screen.getByText('Last good one')).toBeInTheDocument();
    expect(screen.getByText('Backups are not encrypted')).toBeInTheDocument();
  });

  it('backs up now and reports the result', async () => {
    const api = stubApi({ 'GET /api/backups/status': status(), 'POST /api/backups/run': { ...good, kind: 'manual' } });
    const { notify } = renderScreen(<BackupsPage />, { user: admin as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.backups.succeeded));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/backups/run']);
  });

  it('says so when "Back up now" produced a failed backup', async () => {
    stubApi({ 'GET /api/backups/status': status(), 'POST /api/backups/run': failed });
    const { notify } = renderScreen(<BackupsPage />, { user: admin as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.backups.failed));
  });

  it('saves the schedule', async () => {
    const api = stubApi({ 'GET /api/backups/status': status(), 'PUT /api/backups/settings': { ...BACKUP_SETTINGS_DEFAULTS, keepDaily: 14 } });
    const { notify } = renderScreen(<BackupsPage />, { user: admin as never });
    const keepDaily = await screen.findByLabelText('Keep daily backups for (days)');
    await userEvent.clear(keepDaily);
    await userEvent.type(keepDaily, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.backups.saved));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...BACKUP_SETTINGS_DEFAULTS, keepDaily: 14 });
  });

  it('refuses a retention outside the limits before asking the server', async () => {
    const api = stubApi({ 'GET /api/backups/status': status() });
    renderScreen(<BackupsPage />, { user: admin as never });
    const keepWeekly = await screen.findByLabelText('Keep weekly backups for (weeks)');
    await userEvent.clear(keepWeekly);
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(Messages.backups.keepWeeklyRange)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
