import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorCode, type ApiErrorBody, type UserInfo } from '@clinic/contracts';
import { HOST_API_VERSION, HostContext, type HostApi } from './host-api';

/**
 * Renders a screen as the shell would host it (host API, query cache, router, antd App), for unit
 * tests of remote screens. Only for tests: not exported from the package's index.
 */
export function renderScreen(
  screen: ReactElement,
  { user = null, path = '/', url = '/' }: { user?: UserInfo | null; path?: string; url?: string } = {},
) {
  const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  const host: HostApi = {
    version: HOST_API_VERSION,
    user,
    clinic: { timeZone: 'Asia/Kolkata', currency: 'INR', bmiScheme: 'asian-indian' },
    notify,
    signOut: jest.fn(async () => undefined),
    updateUser: jest.fn(),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <App>
      <QueryClientProvider client={queryClient}>
        <HostContext.Provider value={host}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={screen} />
              <Route path="*" element={<div data-testid="navigated" />} />
            </Routes>
          </MemoryRouter>
        </HostContext.Provider>
      </QueryClientProvider>
    </App>,
  );
  return { ...result, notify, host, queryClient };
}

type Handler = (request: Request) => unknown | Promise<unknown>;

/** An error answer in the API's one shape, with a code that exists (a typo fails typecheck). */
export function apiError(statusCode: number, code: ErrorCode, message: string, errors?: ApiErrorBody['errors']): Response {
  const body: ApiErrorBody = { statusCode, code, message, ...(errors ? { errors } : {}) };
  return Response.json(body, { status: statusCode });
}

/**
 * Replaces fetch with a table of `METHOD /path` → JSON body (or a function of the request), and records
 * every call. Unlisted calls answer 404 in the API's error shape.
 */
export function stubApi(routes: Record<string, Handler | object>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = request.body ? await request.clone().text() : '';
    calls.push({ method: request.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
    const key = `${request.method} ${url.pathname}`;
    const route = routes[`${key}${url.search}`] ?? routes[key];
    if (route === undefined) {
      return apiError(404, ErrorCode.NotFound, 'Not stubbed');
    }
    const body = typeof route === 'function' ? await (route as Handler)(request) : route;
    if (body instanceof Response) return body;
    return Response.json(body);
  });
  globalThis.fetch = fetchStub as typeof fetch;
  return { calls, fetch: fetchStub };
}
