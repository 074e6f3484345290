export * from './appointments';
export * from './errors';
export * from './limits';
export * from './messages';
export * from './roles';
export * from './scheduling';
export * from './users';
