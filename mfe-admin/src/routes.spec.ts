import { matchPath } from '@clinic/router';
import pkg from '../package.json';
import headings from './headings.json';
import remote from './routes';

// The shell finds this remote's screens by the paths its manifest declares (package.json
// `topLevelPaths`, stamped in at build time): a screen outside them could never be reached.
it('declares a top-level path for every screen it serves', () => {
  const unreachable = remote.routes
    .map((route) => `/${route.path.replace(/:[^/]+/g, 'some-id')}`)
    .filter((path) => !pkg.topLevelPaths.some((pattern) => matchPath({ path: pattern, caseSensitive: false }, path)));
  expect(unreachable).toEqual([]);
});

// The shell draws a route's heading while the screen's code loads; it must be the screen's own text.
it('declares, for the screens whose heading needs no data, the heading each screen draws', () => {
  const headings = Object.fromEntries(remote.routes.filter((route) => route.heading).map((route) => [route.path, route.heading!('admin')]));
  expect(Object.keys(headings)).toHaveLength(20);
  // An i18n key left untranslated would read "users.list.title".
  expect(Object.values(headings).filter((text) => !text || /^[\w]+(\.\w+)+$/.test(text))).toEqual([]);
  expect(headings['admin/userlist']).toBe('Users');
  expect(headings['admin/progressPlans']).toBe('Add Client Progress');
  // A client adding their own measurement sees their own heading.
  expect(remote.routes.find((route) => route.path === 'admin/progressPlans/:id')!.heading!('client')).toBe('Add a measurement');
  // Today's date is beside its heading, not in it, so the heading is declared.
  expect(headings['admin/today']).toBe("Today's Appointments");
  // A client's plans carry the client's name: not declared.
  expect(headings['admin/clientPlans/:clientId']).toBeUndefined();
});

// headings.json is keyed by route path: the shell matches those against the address before this
// remote's code has loaded, so a path no screen has would never be drawn.
it('declares headings only for screens it serves', () => {
  const paths = new Set(remote.routes.map((route) => route.path));
  expect(Object.keys(headings).filter((path) => !paths.has(path))).toEqual([]);
});
