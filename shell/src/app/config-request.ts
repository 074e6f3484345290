// No imports on purpose: main.ts starts this request before the federation runtime has negotiated
// the shared modules and before bootstrap's chunks arrive, so on a slow phone the remotes' locations
// are already here when the app needs them (one round trip off the first page's critical chain).
let pending: Promise<Response> | undefined;

// The default cache mode (the server sends no-cache, so it is revalidated), so the request that
// index.html's preload hint started is the one used.
const request = () => fetch('/config.json', { credentials: 'same-origin' });

export function requestRuntimeConfig(): void {
  pending = request();
  // A failed request is read (and reported) by loadRuntimeConfig; nothing to handle here.
  pending.catch(() => undefined);
}

/** The request main.ts started, once; a fresh one when there was none (tests, a second read). */
export function takeRuntimeConfigResponse(): Promise<Response> {
  const response = pending ?? request();
  pending = undefined;
  return response;
}
