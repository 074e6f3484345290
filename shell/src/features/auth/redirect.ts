/**
 * The `redirect` query parameter, if it is a path on this site; anything else (another origin,
 * `//evil.example`, a `javascript:` URL) falls back, so sign-in cannot be used to send users away.
 */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
