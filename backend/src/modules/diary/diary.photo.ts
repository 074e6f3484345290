import type { DIARY_PHOTO_TYPES } from '@clinic/contracts';

type PhotoType = (typeof DIARY_PHOTO_TYPES)[number];

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * What image a body is, by its first bytes, whatever its Content-Type says: a text or a script sent
 * as image/png is not a photo. Null when it is none of the types a diary photo may be.
 */
export function photoTypeOf(bytes: Buffer): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
