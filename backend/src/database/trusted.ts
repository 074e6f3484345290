import mongoose from 'mongoose';

/**
 * Marks a query operator object we wrote ourselves as intended. `sanitizeFilter` is on for the whole
 * app, so any `{ $op: ... }` object that is not marked this way (for example one smuggled in through
 * request input) is matched literally instead of being run as an operator.
 */
export function op<T extends object>(operator: T): T {
  return mongoose.trusted(operator) as T;
}
