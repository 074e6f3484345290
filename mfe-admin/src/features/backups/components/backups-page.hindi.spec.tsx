import { screen } from '@testing-library/react';
import type { BackupRun, BackupStatus } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { changeLanguage } from '@clinic/i18n';
import { BackupsPage } from './backups-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const good: BackupRun = { kind: 'scheduled', status: 'succeeded', startedAt: '2026-11-21T20:30:00.000Z', sizeBytes: 482_113, documents: 1_28_400, durationMs: 1250, encrypted: true, file: 'clinic.clinic-backup' };
const status: BackupStatus = {
  settings: { enabled: false, time: '02:00', keepDaily: 7, keepWeekly: 4 },
  lastRun: good,
  lastSuccess: good,
  recent: [good],
  nextRunAt: undefined,
  encrypted: false,
  directory: '/srv/clinic/data/backups',
};

describe('BackupsPage in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('shows its headings, labels, states and counts in Hindi, numbers in Indian grouping', async () => {
    stubApi({ 'GET /api/backups/status': status });
    renderScreen(<BackupsPage />, { user: admin as never });
    expect(await screen.findByRole('heading', { level: 1, name: 'बैकअप' })).toBeInTheDocument();
    expect(screen.getByText('पिछला बैकअप')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी बैकअप लें' })).toBeInTheDocument();
    expect(screen.getAllByText('सफल')).not.toHaveLength(0);
    expect(screen.getByText(/470\.8 केबी · 1,28,400 रिकॉर्ड · 1\.3 सेकंड लगे/)).toBeInTheDocument();
    expect(screen.getByText('तय समय वाले बैकअप बंद हैं')).toBeInTheDocument();
    expect(screen.getByText('बैकअप एन्क्रिप्ट नहीं हैं')).toBeInTheDocument();
    expect(screen.getByText('शेड्यूल सहेजें')).toBeInTheDocument();
    expect(screen.getByText('तय समय पर')).toBeInTheDocument();
    expect(screen.queryByText('Last backup')).toBeNull();
  });
});
