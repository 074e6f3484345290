/**
 * Registers the service worker (/sw.js, built by tools/webpack/pwa.cjs) in production builds, once
 * the page has loaded and the browser is idle, so that it never competes with the first page for
 * the network or the main thread. The plain API rather than workbox-window: nothing here needs its
 * update prompts, and the worker takes over new versions by itself (skipWaiting, clientsClaim).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The service worker was not registered.', error));
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
