// jsdom lacks a few browser APIs that antd 6 and react-router 7 use.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { HOST_API_VERSION } from '../../libs/host/src/host-api';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine antd can take longer.
configure({ asyncUtilTimeout: 10_000 });


class ResizeObserverStub {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });


Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});


// antd measures scrollbars through getComputedStyle on pseudo-elements, which jsdom does not implement.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Build-time constants that webpack's DefinePlugin fills in (tools/webpack/create-config.cjs).
Object.assign(globalThis, { __HOST_API_VERSION__: HOST_API_VERSION, __APP_VERSION__: '0.0.0-test' });
