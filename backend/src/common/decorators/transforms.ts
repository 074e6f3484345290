import { Transform } from 'class-transformer';

/** Trims strings; other values pass through so that the type validators can reject them. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims, and treats an empty string as "not given" (forms send '' for a blank optional field). */
export const TrimToUndefined = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
