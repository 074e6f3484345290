import { DEFAULT_REMOTE_ENTRIES, type RemoteName } from '@clinic/contracts';
import { configureOwnership, findOwner, isShellPath, ownerAmong } from './remote-ownership';

/** As the remotes declare them today (their package.json `topLevelPaths`, stamped into their manifests). */
const DECLARED: Record<RemoteName, readonly string[]> = {
  mfe_client: ['/appointmentForm', '/appointmentList', '/appointments/*', '/nutritionistAvailability/*', '/nutritionPlansList', '/nutrition-plans/*', '/progressList', '/progress/*'],
  mfe_admin: ['/admin/*'],
  mfe_messaging: ['/admin/conversationList', '/conversation/*', '/sendMessage'],
};

describe('remote ownership of top-level paths', () => {
  it.each([
    ['/admin/userlist', 'mfe_admin'],
    ['/admin/user/665f1c2b9d3e4a0012ab34cd/edit', 'mfe_admin'],
    ['/admin/conversationList', 'mfe_messaging'],
    ['/conversation', 'mfe_messaging'],
    ['/sendMessage', 'mfe_messaging'],
    ['/appointmentForm', 'mfe_client'],
    ['/appointments/1/view', 'mfe_client'],
    ['/nutritionistAvailability', 'mfe_client'],
    ['/nutritionistAvailability/abc', 'mfe_client'],
    ['/nutrition-plans', 'mfe_client'],
    ['/progress', 'mfe_client'],
    ['/progress/edit/1', 'mfe_client'],
  ])('%s belongs to %s, the most specific declaration winning', (path, remote) => {
    expect(ownerAmong(path, DECLARED)).toBe(remote);
  });

  it('leaves undeclared paths to nobody, and knows the shell\'s own (any case)', () => {
    expect(ownerAmong('/nope', DECLARED)).toBeNull();
    expect(ownerAmong('/profile', DECLARED)).toBeNull();
    expect(isShellPath('/Home')).toBe(true);
    expect(isShellPath('/login')).toBe(true);
    expect(isShellPath('/appointmentForm')).toBe(false);
  });

  it('a path a redeployed remote adds is served by it, with no change to the shell', () => {
    expect(ownerAmong('/mealDiary', DECLARED)).toBeNull();
    expect(ownerAmong('/mealDiary', { ...DECLARED, mfe_client: [...DECLARED.mfe_client, '/mealDiary'] })).toBe('mfe_client');
  });
});

describe('findOwner, reading the manifests', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function serveManifests(down: RemoteName[]) {
    const asked: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      const remote = (Object.keys(DEFAULT_REMOTE_ENTRIES) as RemoteName[]).find((r) => DEFAULT_REMOTE_ENTRIES[r] === url)!;
      if (down.includes(remote)) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ metaData: { topLevelPaths: DECLARED[remote] } }), { status: 200 });
    }) as typeof fetch;
    return asked;
  }

  it('finds the owner from what the remotes declare, asking each manifest once', async () => {
    configureOwnership(DEFAULT_REMOTE_ENTRIES);
    const asked = serveManifests([]);
    await expect(findOwner('/appointments/1/view')).resolves.toEqual({ owner: 'mfe_client', unreachable: [] });
    await expect(findOwner('/admin/conversationList')).resolves.toEqual({ owner: 'mfe_messaging', unreachable: [] });
    await expect(findOwner('/nope')).resolves.toEqual({ owner: null, unreachable: [] });
    expect(asked).toHaveLength(3);
  });

  it('names the remotes it could not ask, and asks them again next time', async () => {
    configureOwnership(DEFAULT_REMOTE_ENTRIES);
    serveManifests(['mfe_messaging']);
    // /admin/* still matches: the caller shows "unavailable" rather than "not found" when mfe-admin has no such screen.
    await expect(findOwner('/admin/conversationList')).resolves.toEqual({ owner: 'mfe_admin', unreachable: ['mfe_messaging'] });
    const asked = serveManifests([]);
    await expect(findOwner('/admin/conversationList')).resolves.toEqual({ owner: 'mfe_messaging', unreachable: [] });
    expect(asked).toEqual([DEFAULT_REMOTE_ENTRIES.mfe_messaging]);
  });
});
