// The load the CPU-per-request scripts put on one route: a fixed number of requests in flight, the
// next one sent as each answer arrives (a closed loop, as bench:api's autocannon does).

/** A function that GETs `url` with the session cookie, reads the whole answer and throws on an error status. */
export function getter(url, cookie, name) {
  return async () => {
    const answer = await fetch(url, { headers: { cookie } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${name}: ${answer.status}`);
  };
}

/** Sends `total` requests with `hit`, `connections` at a time; resolves to the milliseconds they took. */
export async function closedLoop(hit, total, connections) {
  const started = performance.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < total) {
        sent++;
        await hit();
      }
    }),
  );
  return performance.now() - started;
}

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
