import { photoTypeOf } from './diary.photo';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('photoTypeOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(photoTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(photoTypeOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('image/png');
    expect(photoTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses what only looks like one: text, another RIFF file, a GIF, a cut-off signature, nothing', () => {
    expect(photoTypeOf(bytes('not a picture'))).toBeNull();
    expect(photoTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(photoTypeOf(bytes('GIF89a'))).toBeNull();
    expect(photoTypeOf(bytes([0x89], 'PNG'))).toBeNull();
    expect(photoTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
