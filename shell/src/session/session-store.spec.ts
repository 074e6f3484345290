import { SESSION_LIFETIME_MS, type UserInfo } from '@clinic/contracts';
import { clearSession, readSession, SESSION_STORAGE_KEY, writeSession } from './session-store';

const user: UserInfo = {
  _id: '665f1c2b9d3e4a0012ab34cd',
  name: 'Asha',
  email: '',
  phone: '9876543210',
  role: 'client',
  isAdmin: false,
  address: '',
};

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the user for 30 days from sign-in', () => {
    const now = Date.now();
    const session = writeSession(user);
    expect(session.expiresAt).toBeGreaterThanOrEqual(now + SESSION_LIFETIME_MS);
    expect(readSession(now)).toEqual({ user, expiresAt: session.expiresAt });
  });

  it('forgets and removes a session whose expiry has passed', () => {
    writeSession(user, Date.now() - 1);
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('treats damaged storage as signed out', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readSession()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: { name: 'x' }, expiresAt: Date.now() + 1000 }));
    expect(readSession()).toBeNull();
  });

  it('clears on sign-out', () => {
    writeSession(user);
    clearSession();
    expect(readSession()).toBeNull();
  });
});
