import { defineRemote } from '@clinic/host';

export default defineRemote([]);
