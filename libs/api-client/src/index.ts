export { api, onUnauthenticated, unwrap, REQUEST_TIMEOUT_MS } from './client';
export { ApiError, errorMessage, isApiError, type ApiErrorKind } from './api-error';
export type { components, paths } from './generated/schema';
export * from './queries/users';

import type { components } from './generated/schema';
/** Response and request bodies by their schema names, for screens that hold them in state. */
export type Schemas = components['schemas'];
export * from './queries/appointments';
export * from './queries/availability';
export * from './queries/plans';
export * from './queries/progress';
export * from './queries/messages';
export * from './queries/care-team';
export { reconnectMessageEvents, subscribeToMessageEvents } from './realtime';
export * from './queries/payments';
export * from './queries/notifications';
export * from './queries/settings';
export * from './queries/home';
export * from './queries/foods';
export * from './queries/plan-templates';
export * from './queries/nutrition-profiles';
export * from './queries/diary';
