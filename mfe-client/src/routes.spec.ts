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

// headings.json is keyed by route path: the shell matches those against the address before this
// remote's code has loaded, so a path no screen has would never be drawn.
it('declares headings only for screens it serves', () => {
  const paths = new Set(remote.routes.map((route) => route.path));
  expect(Object.keys(headings).filter((path) => !paths.has(path))).toEqual([]);
});

it('gives the appointment list the heading its screen draws for each role', () => {
  const list = remote.routes.find((route) => route.path === 'appointmentList')!;
  expect(list.heading!('client')).toBe('My Appointments');
  expect(list.heading!('nutritionist')).toBe('Appointments');
  expect(list.heading!('admin')).toBe('Appointments');
});
