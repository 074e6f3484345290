import { isShellPath } from '@clinic/contracts';
import type { RuntimeConfig } from '../app/runtime-config';
import { earlyScreenHeading } from '../early-paint/early-paint';
import { hasQueuedDiaryEntries } from '../offline/diary-queue-wakeup';
import { readSession } from '../session/session-store';
import { registerConfiguredRemotes, warmUpRemote } from './remote-loader';
import { configureOwnership, findOwner, keepEarlyHeading } from './remote-ownership';
import { registerShareVersionCheck } from './share-check';

/** After the browser has painted what React has committed by the next frame. */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
}

/**
 * The remotes' part of the shell's start, before its first render: where each remote is, the share
 * check, and the heading the early paint drew, kept until the remote's manifest answers. Opened on a
 * remote's screen (a bookmark, a reload), it asks which remote serves it now (its manifest also has
 * the screen's heading) and fetches that remote and screen once `rendered` (the shell's first render
 * is on screen): run before it, the remote's code held the phone's first paint of the page back by a
 * second or more (issue 17). Signed-out visitors are sent to sign in first, so nothing is fetched
 * for them.
 */
export function startRemotes(config: RuntimeConfig, pathname: string, root: HTMLElement, rendered: Promise<void>): void {
  registerShareVersionCheck();
  registerConfiguredRemotes(config);
  configureOwnership(config.remotes);
  keepEarlyHeading(pathname, earlyScreenHeading(root));
  const session = readSession();
  if (session && hasQueuedDiaryEntries(session.user._id)) void rendered.then(() => afterNextPaint(() => warmUpRemote('mfe_client', '/diary')));
  if (isShellPath(pathname) || !session) return;
  void Promise.all([findOwner(pathname), rendered]).then(([found]) => found.owner && afterNextPaint(() => warmUpRemote(found.owner!, pathname)));
}
