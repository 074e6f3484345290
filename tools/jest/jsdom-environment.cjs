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
    // antd's form engine (@rc-component/form) defers field notifications with a MessageChannel,
    // which jsdom lacks. Node's own would keep the test process alive (its ports are never
    // closed), so a timer on the test window stands in for it.
    const window = this.global;
    window.MessageChannel = class {
      constructor() {
        const port = () => ({ onmessage: null, postMessage: undefined, close() {} });
        this.port1 = port();
        this.port2 = port();
        this.port1.postMessage = (data) => window.setTimeout(() => this.port2.onmessage?.({ data }));
        this.port2.postMessage = (data) => window.setTimeout(() => this.port1.onmessage?.({ data }));
      }
    };
  }
}

module.exports = JsdomWithFetch;
