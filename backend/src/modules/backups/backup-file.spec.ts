import { randomBytes } from 'node:crypto';
import { backupFileName, keyIdOf, parseBackupFileName, parseBackupKey } from './backup-file';
import { loadBackupConfig } from './backups.config';
import { backupConfigOrStop } from './backups.module';
import { ConfigError } from '../../config/app.config';
import { redact, withDatabase } from './cli';

describe('parseBackupKey', () => {
  const key = randomBytes(32);
  it('takes 64 hex characters or the base64 of 32 bytes', () => {
    expect(parseBackupKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseBackupKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseBackupKey(` ${key.toString('hex').toUpperCase()}\n`).equals(key)).toBe(true);
  });

  it.each(['short', 'a'.repeat(63), randomBytes(16).toString('base64'), `${key.toString('hex')}00`, 'not base64 at all but long enough to be 32 bytes??'])('refuses %j, naming the variable', (value) => {
    expect(() => parseBackupKey(value, 'BACKUP_KEY_PREVIOUS')).toThrow(/^BACKUP_KEY_PREVIOUS must be a 32-byte key/);
  });

  it('names a key by an id that does not reveal it', () => {
    expect(keyIdOf(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(key)).toBe(keyIdOf(Buffer.from(key)));
    expect(keyIdOf(key)).not.toBe(keyIdOf(randomBytes(32)));
    expect(key.toString('hex')).not.toContain(keyIdOf(key));
  });
});

describe('backup file names', () => {
  it('say when and why, and read back', () => {
    const at = new Date('2026-11-22T20:30:05.123Z');
    const name = backupFileName(at, 'pre-restore');
    expect(name).toBe('clinic-2026-11-22T20-30-05Z-pre-restore.clinic-backup');
    expect(parseBackupFileName(name)).toEqual({ takenAt: new Date('2026-11-22T20:30:05Z'), kind: 'pre-restore' });
    expect(parseBackupFileName('clinic-2026-11-22T20-30-05Z-scheduled.clinic-backup.partial')).toBeUndefined();
    expect(parseBackupFileName('notes.txt')).toBeUndefined();
  });
});

describe('loadBackupConfig', () => {
  it('defaults to data/backups, no key, and scheduled backups on except in tests', () => {
    expect(loadBackupConfig({})).toMatchObject({ dir: expect.stringMatching(/\/data\/backups$/), key: undefined, readKeys: [], scheduler: true });
    expect(loadBackupConfig({ NODE_ENV: 'test' }).scheduler).toBe(false);
    expect(loadBackupConfig({ NODE_ENV: 'test', BACKUP_SCHEDULE: 'on' }).scheduler).toBe(true);
    expect(loadBackupConfig({ DATA_DIR: '/srv/clinic' }).dir).toBe('/srv/clinic/backups');
    expect(loadBackupConfig({ DATA_DIR: '/srv/clinic', BACKUP_DIR: '/mnt/nas' }).dir).toBe('/mnt/nas');
  });

  it('reads both keys for restores, and refuses a bad switch', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const config = loadBackupConfig({ BACKUP_KEY: a.toString('hex'), BACKUP_KEY_PREVIOUS: b.toString('hex') });
    expect(config.key!.equals(a)).toBe(true);
    expect(config.readKeys.map((k) => k.toString('hex'))).toEqual([a.toString('hex'), b.toString('hex')]);
    expect(() => loadBackupConfig({ BACKUP_SCHEDULE: 'sometimes' })).toThrow('BACKUP_SCHEDULE must be on or off.');
  });

  it('stops the app\'s start as a configuration error, naming the variable', () => {
    expect(() => backupConfigOrStop({ BACKUP_KEY: 'short' })).toThrow(ConfigError);
    expect(() => backupConfigOrStop({ BACKUP_KEY: 'short' })).toThrow(/^Invalid configuration:\n {2}- BACKUP_KEY must be a 32-byte key/);
  });
});

describe('connection strings', () => {
  it('get the database name when they name none', () => {
    expect(withDatabase('mongodb://h:27017', 'clinic')).toEqual({ uri: 'mongodb://h:27017/clinic', database: 'clinic' });
    expect(withDatabase('mongodb://h:27017/?retryWrites=true', 'clinic')).toEqual({ uri: 'mongodb://h:27017/clinic?retryWrites=true', database: 'clinic' });
    expect(withDatabase('mongodb+srv://u:p@c.example.net/moved?w=majority', 'clinic')).toEqual({ uri: 'mongodb+srv://u:p@c.example.net/moved?w=majority', database: 'moved' });
    expect(withDatabase('mongodb://a:1,b:2,c:3/x?replicaSet=rs', 'clinic').database).toBe('x');
    expect(() => withDatabase('postgres://h/db', 'clinic')).toThrow('is not a mongodb:// or mongodb+srv:// connection string');
  });

  it('are printed without their password', () => {
    expect(redact('mongodb+srv://clinic:s3cret@c.example.net/clinic')).toBe('mongodb+srv://clinic:***@c.example.net/clinic');
    expect(redact('mongodb://h:27017/clinic')).toBe('mongodb://h:27017/clinic');
  });
});
