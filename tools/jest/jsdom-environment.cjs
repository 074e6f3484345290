// jsdom has no fetch; the typed API client needs fetch, Request, Response and Headers. Hand the test
// window Node's own implementations, so tests stub fetch the way the browser would call it.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      structuredClone,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = JsdomWithFetch;
