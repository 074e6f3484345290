import { requestRuntimeConfig } from './app/config-request';

requestRuntimeConfig();
// An asynchronous boundary: the federation runtime negotiates shared modules before the app runs.
import('./bootstrap');
