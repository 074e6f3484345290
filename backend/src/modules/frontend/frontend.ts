import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isShellPath, type RuntimeConfig } from '@clinic/contracts';
import { SESSION_COOKIE } from '../../common/decorators/access.decorator';
import type { AppConfig } from '../../config/app.config';

/** The folder names of the built frontends under the static directory, keyed by federation name. */
const REMOTE_FOLDERS = { mfe_client: 'mfe-client', mfe_admin: 'mfe-admin', mfe_messaging: 'mfe-messaging' } as const;

/** Origins other than our own that remotes are served from, for the content security policy. */
export function remoteOrigins(config: AppConfig): string[] {
  return Object.values(config.frontend.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/** What the shell reads at start: where each remote's manifest lives. Deployers change it without a rebuild. */
export function runtimeConfig(config: AppConfig): RuntimeConfig {
  return {
    remotes: config.frontend.remotes,
    clinic: { timeZone: config.clinic.timeZone, currency: 'INR', bmiScheme: config.clinic.bmiScheme },
  };
}

// Entry points (index.html, main.js, remoteEntry.js, mf-manifest.json) keep their names across
// deploys and must be revalidated; every other file name carries a content hash and never changes.
// The path may be of the precompressed copy sent instead (main.js.br).
// The web app manifest and its icons keep their names too (linked from index.html), as does the
// service worker, which browsers also check for updates on every navigation.
const UNHASHED =
  /(^|\/)(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|config\.json|sw\.js|manifest\.webmanifest|icons\/[^/]+\.png)(\.br|\.gz)?$/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * On a remote's screen, for someone signed in, the shell's first job is to read the remotes'
 * manifests (which remote serves the path, and the screen's heading): hints in the page let the
 * browser fetch them alongside main.js instead of one round trip after it and another after
 * /config.json (issue 17). Not on the shell's own pages, which never read them, nor for a visitor
 * without a session, who is sent to sign in.
 */
export function manifestPreloads(config: AppConfig, pathname: string, signedIn: boolean): string {
  if (!signedIn || isShellPath(pathname)) return '';
  return Object.values(config.frontend.remotes)
    .map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="anonymous" />`)
    .join('');
}

/** Source maps give away the original code; production builds emit them for error tools, not for visitors. */
const isSourceMap = (pathName: string) => /\.map$/i.test(pathName);

function cacheHeaders(reply: FastifyReply, filePath: string) {
  void reply.header('cache-control', UNHASHED.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

function defaultStaticDir(): string {
  // dist/backend/backend/src/modules/frontend → the repository's dist/ folder.
  return path.resolve(__dirname, '../../../../..');
}

/**
 * Serves the built frontends next to the API: the shell's assets under /static, each remote under
 * /remotes/<name>/ (with CORS, so a shell elsewhere can load it), /config.json from the environment,
 * and the shell's index.html for every other GET so that client-side routes survive a reload.
 */
export async function registerFrontend(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  fastify.get('/config.json', (_req, reply) => {
    void reply.header('cache-control', 'no-cache').send(runtimeConfig(config));
  });

  const root = path.resolve(config.frontend.staticDir ?? defaultStaticDir());
  const shellDir = path.join(root, 'shell');
  let decorated = false;
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    await fastify.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${folder}/`,
      decorateReply: !decorated,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => config.frontend.serveSourceMaps || !isSourceMap(pathName),
      setHeaders: (reply, filePath) => {
        cacheHeaders(reply, filePath);
        void reply.header('access-control-allow-origin', '*');
        void reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    decorated = true;
  }
  if (!existsSync(path.join(shellDir, 'index.html'))) return;

  await fastify.register(fastifyStatic, {
    root: path.join(shellDir, 'static'),
    prefix: '/static/',
    decorateReply: !decorated,
    index: false,
    // The build writes .br and .gz beside each file (tools/webpack/create-config.cjs).
    preCompressed: true,
    allowedPath: (pathName) => config.frontend.serveSourceMaps || !isSourceMap(pathName),
    setHeaders: cacheHeaders,
  });

  // The service worker lives at the root so that it may control every page (its scope is its folder).
  const serviceWorker = path.join(shellDir, 'sw.js');
  fastify.get('/sw.js', async (_req, reply) => {
    if (!existsSync(serviceWorker)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(await readFile(serviceWorker));
  });

  const indexHtml = path.join(shellDir, 'index.html');
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const page = await readFile(indexHtml, 'utf8');
    const hints = manifestPreloads(config, req.url.split('?')[0], Boolean(req.cookies?.[SESSION_COOKIE]));
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(hints ? page.replace('</head>', `${hints}</head>`) : page);
  };

  fastify.get('/', (req, reply) => sendIndex(req, reply));
  fastify.get('/*', (req, reply) => {
    const url = req.url;
    // Unknown API paths and missing assets stay 404s in the API's error shape.
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/static/') || url.startsWith('/remotes/')) {
      return reply.callNotFound();
    }
    return sendIndex(req, reply);
  });
}
