import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubApi } from '@clinic/host/testing';
import { useHost } from '@clinic/host';
import { useRememberLanguage } from '../layout/use-remember-language';
import { HostProvider } from './host-provider';
import { readSession, writeSession } from './session-store';

const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '', language: 'en' } as const;

function Chooser() {
  const remember = useRememberLanguage();
  const { user } = useHost();
  return (
    <button type="button" onClick={() => remember('hi')}>
      {user?.language}
    </button>
  );
}

function renderChooser() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HostProvider clinic={{ timeZone: 'Asia/Kolkata', currency: 'INR', bmiScheme: 'asian-indian' }}>
          <Chooser />
        </HostProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the language chosen in the header, signed in', () => {
  afterEach(() => localStorage.clear());

  it('is in the stored session at once, before the server answers, so a page opened meanwhile reads it', async () => {
    writeSession({ ...client });
    let answer: () => void = () => undefined;
    const api = stubApi({
      'PUT /api/users/profile': () => new Promise((resolve) => (answer = () => resolve({ ...client, language: 'hi' }))),
    });
    renderChooser();
    act(() => screen.getByRole('button').click());
    expect(readSession()?.user.language).toBe('hi');
    expect(screen.getByRole('button')).toHaveTextContent('hi');
    await waitFor(() => expect(api.calls).toEqual([{ method: 'PUT', path: '/api/users/profile', body: { language: 'hi' } }]));
    await act(async () => answer());
    expect(readSession()?.user.language).toBe('hi');
  });

  it('does not sign anyone back in when the answer comes after sign-out', async () => {
    writeSession({ ...client });
    let answer: () => void = () => undefined;
    stubApi({ 'PUT /api/users/profile': () => new Promise((resolve) => (answer = () => resolve({ ...client, language: 'hi' }))) });
    renderChooser();
    act(() => screen.getByRole('button').click());
    localStorage.clear();
    await act(async () => answer());
    expect(readSession()).toBeNull();
  });
});
