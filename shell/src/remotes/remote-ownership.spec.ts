import path from 'node:path';
import { DEFAULT_REMOTE_ENTRIES, isShellPath, type RemoteManifestMeta, type RemoteName } from '@clinic/contracts';
import hiClient from '@clinic/i18n-locales/hi/client.json';
import enMessaging from '@clinic/i18n-locales/en/messaging.json';
import { configureOwnership, findOwner, headingIn, keepEarlyHeading, knownHeading, ownerAmong } from './remote-ownership';

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
    expect(isShellPath('/profile/')).toBe(true);
    expect(isShellPath('/profile/extra')).toBe(false);
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

describe("a screen's heading from its remote's manifest, before the remote's code", () => {
  // What the remotes' builds write into their manifests (tools/webpack/screen-headings.cjs), from
  // each remote's src/headings.json and the catalogues the screens draw their headings from.
  // The build tool itself, not a copy of its output: the test fails if the two sides drift apart.
  // eslint-disable-next-line @nx/enforce-module-boundaries
  const { manifestHeadings } = require('../../../tools/webpack/screen-headings.cjs');
  const root = path.resolve(__dirname, '../../..');
  const META: Record<RemoteName, RemoteManifestMeta> = {
    mfe_client: { topLevelPaths: DECLARED.mfe_client, headings: manifestHeadings(path.join(root, 'mfe-client'), 'client') },
    mfe_admin: { topLevelPaths: DECLARED.mfe_admin, headings: manifestHeadings(path.join(root, 'mfe-admin'), 'admin') },
    mfe_messaging: { topLevelPaths: DECLARED.mfe_messaging, headings: manifestHeadings(path.join(root, 'mfe-messaging'), 'messaging') },
  };
  const realFetch = global.fetch;
  beforeEach(() => {
    configureOwnership(DEFAULT_REMOTE_ENTRIES);
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const remote = (Object.keys(DEFAULT_REMOTE_ENTRIES) as RemoteName[]).find((r) => DEFAULT_REMOTE_ENTRIES[r] === String(input))!;
      return new Response(JSON.stringify({ metaData: META[remote] }), { status: 200 });
    }) as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  /** As the shell asks: once the manifests have been read. */
  const declaredHeading = async (pathname: string, role: string, language: string) => {
    await findOwner(pathname);
    return knownHeading(pathname, role, language);
  };

  it("is the text the screen draws, for the reader's role and language", async () => {
    await expect(declaredHeading('/appointmentList', 'client', 'en')).resolves.toBe('My Appointments');
    await expect(declaredHeading('/AppointmentList', 'nutritionist', 'en')).resolves.toBe('Appointments');
    await expect(declaredHeading('/appointmentList', 'client', 'hi')).resolves.toBe(hiClient.appointments.list.titleMine);
    await expect(declaredHeading('/progressList', 'client', 'en')).resolves.toBe('Progress Records');
    await expect(declaredHeading('/appointmentForm', 'client', 'en')).resolves.toBe('Book Your Appointment');
    await expect(declaredHeading('/admin/progressPlans/42', 'client', 'en')).resolves.toBe('Add a measurement');
    await expect(declaredHeading('/admin/progressPlans/42', 'admin', 'en')).resolves.toBe('Add Client Progress');
    // The messaging remote declares the inbox more precisely than mfe-admin's /admin/*.
    await expect(declaredHeading('/admin/conversationList', 'admin', 'en')).resolves.toBe(enMessaging.inbox.title);
    await expect(declaredHeading('/admin/today', 'nutritionist', 'en')).resolves.toBe("Today's Appointments");
    // Declared for the practitioners only: a client sent on to Access Denied is not shown it first.
    await expect(declaredHeading('/admin/today', 'client', 'en')).resolves.toBeUndefined();
  });

  it('is not guessed for a screen whose heading needs data, a shell page, or an unknown path', async () => {
    await expect(declaredHeading('/appointments/1/view', 'client', 'en')).resolves.toBeUndefined();
    await expect(declaredHeading('/admin/clientPlans/42', 'admin', 'en')).resolves.toBeUndefined();
    await expect(declaredHeading('/home', 'client', 'en')).resolves.toBeUndefined();
    await expect(declaredHeading('/nope', 'client', 'en')).resolves.toBeUndefined();
  });

  it('falls back to English for a language a catalogue lacks', () => {
    expect(headingIn({ progressList: { '*': { en: 'Progress Records' } } }, '/progressList', 'client', 'hi')).toBe('Progress Records');
  });
});

describe('knownHeading, while manifests are still arriving', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('answers from the first manifest that declares the screen, and says "not known yet" until then', async () => {
    configureOwnership(DEFAULT_REMOTE_ENTRIES);
    let releaseOthers: () => void = () => undefined;
    const others = new Promise<void>((resolve) => (releaseOthers = resolve));
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const remote = (Object.keys(DEFAULT_REMOTE_ENTRIES) as RemoteName[]).find((r) => DEFAULT_REMOTE_ENTRIES[r] === String(input))!;
      if (remote !== 'mfe_client') await others;
      const headings = remote === 'mfe_client' ? { progressList: { '*': { en: 'Progress Records' } } } : {};
      return new Response(JSON.stringify({ metaData: { topLevelPaths: DECLARED[remote], headings } }), { status: 200 });
    }) as typeof fetch;
    expect(knownHeading('/progressList', 'client', 'en')).toBeNull();
    const owners = findOwner('/sendMessage');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(knownHeading('/progressList', 'client', 'en')).toBe('Progress Records');
    expect(knownHeading('/sendMessage', 'client', 'en')).toBeNull();
    expect(knownHeading('/home', 'client', 'en')).toBeUndefined();
    releaseOthers();
    await owners;
    expect(knownHeading('/sendMessage', 'client', 'en')).toBeUndefined();
  });

  it("keeps the early paint's heading for its page until a manifest declares the screen's own", async () => {
    configureOwnership(DEFAULT_REMOTE_ENTRIES);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const remote = (Object.keys(DEFAULT_REMOTE_ENTRIES) as RemoteName[]).find((r) => DEFAULT_REMOTE_ENTRIES[r] === String(input))!;
      await held;
      const headings = remote === 'mfe_client' ? { progressList: { '*': { en: 'Progress Records, renamed' } } } : {};
      return new Response(JSON.stringify({ metaData: { topLevelPaths: DECLARED[remote], headings } }), { status: 200 });
    }) as typeof fetch;
    keepEarlyHeading('/progressList', 'Progress Records');
    try {
      expect(knownHeading('/progressList', 'client', 'en')).toBe('Progress Records');
      // Only for the page it was drawn on.
      expect(knownHeading('/sendMessage', 'client', 'en')).toBeNull();
      const owners = findOwner('/progressList');
      release();
      await owners;
      // A remote deployed since the shell was built may have renamed it: its manifest wins.
      expect(knownHeading('/progressList', 'client', 'en')).toBe('Progress Records, renamed');
    } finally {
      keepEarlyHeading('/progressList', undefined);
    }
  });
});
