import { canMessage, MESSAGE_PREVIEW_LENGTH, previewOf } from './messaging';

describe('messaging rules', () => {
  it('never lets a client message another client', () => {
    expect(canMessage('client', 'client')).toBe(false);
    expect(canMessage('client', 'nutritionist')).toBe(true);
    expect(canMessage('client', 'admin')).toBe(true);
    expect(canMessage('nutritionist', 'client')).toBe(true);
    expect(canMessage('admin', 'nutritionist')).toBe(true);
  });

  it('cuts previews to 50 characters', () => {
    expect(previewOf('Short and sweet')).toBe('Short and sweet');
    const long = 'a'.repeat(80);
    expect(previewOf(long)).toHaveLength(MESSAGE_PREVIEW_LENGTH);
    expect(previewOf(long).endsWith('…')).toBe(true);
    expect(previewOf('line one\n\nline   two')).toBe('line one line two');
  });
});
