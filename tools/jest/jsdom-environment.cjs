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
    // antd's Form schedules its watchers through a MessageChannel, which jsdom lacks. A timer on the
    // test window's clock does the same (a macrotask) and, unlike Node's ports, holds nothing open.
    const win = this.global;
    win.MessageChannel = class MessageChannel {
      constructor() {
        const port = () => ({ onmessage: null, postMessage: undefined, close() {}, start() {} });
        this.port1 = port();
        this.port2 = port();
        this.port1.postMessage = (data) => win.setTimeout(() => this.port2.onmessage?.({ data }));
        this.port2.postMessage = (data) => win.setTimeout(() => this.port1.onmessage?.({ data }));
      }
    };
  }
}

module.exports = JsdomWithFetch;
