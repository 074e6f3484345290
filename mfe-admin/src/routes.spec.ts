import { matchPath } from '@clinic/router';
import pkg from '../package.json';
import remote from './routes';

// The shell finds this remote's screens by the paths its manifest declares (package.json
// `topLevelPaths`, stamped in at build time): a screen outside them could never be reached.
it('declares a top-level path for every screen it serves', () => {
  const unreachable = remote.routes
    .map((route) => `/${route.path.replace(/:[^/]+/g, 'some-id')}`)
    .filter((path) => !pkg.topLevelPaths.some((pattern) => matchPath({ path: pattern, caseSensitive: false }, path)));
  expect(unreachable).toEqual([]);
});
