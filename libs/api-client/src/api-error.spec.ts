import { ApiError, errorMessage } from './api-error';
import { api, unwrap } from './client';

const FALLBACK = 'Failed to book appointment';

function answer(response: () => Response | Promise<Response>) {
  globalThis.fetch = jest.fn(async () => response()) as typeof fetch;
}

const failure = async () => {
  try {
    await unwrap(api.GET('/api/appointments/prices'));
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
};

describe('errorMessage', () => {
  it("shows the API's own message", async () => {
    answer(() => Response.json({ statusCode: 409, code: 'APPOINTMENT.SLOT_TAKEN', message: 'That slot was just booked.' }, { status: 409 }));
    expect(errorMessage(await failure(), FALLBACK)).toBe('That slot was just booked.');
  });

  it("shows the screen's fallback for a proxy's HTML error page, never the status", async () => {
    answer(() => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await failure();
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  it('shows the fallback for an error with an empty body or a JSON body without a message', async () => {
    answer(() => new Response(null, { status: 504 }));
    expect(errorMessage(await failure(), FALLBACK)).toBe(FALLBACK);
    answer(() => Response.json({ error: 'upstream' }, { status: 500 }));
    expect(errorMessage(await failure(), FALLBACK)).toBe(FALLBACK);
  });

  it('shows the fallback for HTML where JSON was expected on success', async () => {
    answer(() => new Response('<html>maintenance</html>', { status: 200, headers: { 'content-type': 'application/json' } }));
    const error = await failure();
    expect(error).toMatchObject({ kind: 'parse' });
    expect(errorMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  it('shows the fallback for a timeout or a lost connection', async () => {
    answer(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    const timeout = await failure();
    expect(timeout).toMatchObject({ kind: 'timeout' });
    expect(errorMessage(timeout, FALLBACK)).toBe(FALLBACK);
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(errorMessage(await failure(), FALLBACK)).toBe(FALLBACK);
  });

  it('shows the fallback for a fault in the page itself', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"), FALLBACK)).toBe(FALLBACK);
  });
});
