import { screen, waitFor } from '@testing-library/react';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { BackupAlert } from './backup-alert';

const user = (role: string) => ({ _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role, isAdmin: role === 'admin', address: '' });
const failed = { status: 'ok', database: 'up', uptime: 5, backups: { status: 'failed', lastRunAt: '2026-11-22T06:00:00.000Z', error: 'ENOSPC: no space left on device' } };

describe('BackupAlert', () => {
  it('tells the admin that the last backup failed, with a link to the backup screen', async () => {
    stubApi({ 'GET /api/health': failed });
    renderScreen(<BackupAlert />, { user: user('admin') as never });
    expect(await screen.findByText('The last backup failed')).toBeInTheDocument();
    expect(screen.getByText(/ENOSPC/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Backups' })).toHaveAttribute('href', '/admin/backups');
  });

  it('says nothing when the last backup succeeded', async () => {
    const api = stubApi({ 'GET /api/health': { ...failed, backups: { status: 'ok' } } });
    renderScreen(<BackupAlert />, { user: user('admin') as never });
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(['/api/health']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('The last backup failed')).toBeNull();
  });

  it('does not ask for non-admins', async () => {
    const api = stubApi({ 'GET /api/health': failed });
    renderScreen(<BackupAlert />, { user: user('nutritionist') as never });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
    expect(screen.queryByText('The last backup failed')).toBeNull();
  });
});
