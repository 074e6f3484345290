import { api } from '@clinic/api-client';
import { saveLanguage } from './save-language';

jest.mock('@clinic/api-client', () => ({
  api: { PUT: jest.fn() },
  unwrap: (request: Promise<{ data: unknown }>) => request.then((response) => response.data),
}));

const put = api.PUT as unknown as jest.Mock;

describe('saving the language on the account', () => {
  beforeEach(() => put.mockReset());

  it("sends a choice only after the save before it is answered, and only the latest answer reaches the session", async () => {
    const sent: string[] = [];
    let answerFirst: () => void = () => undefined;
    put.mockImplementation((_path: string, { body }: { body: { language: string } }) => {
      sent.push(body.language);
      if (body.language === 'en') return new Promise((resolve) => (answerFirst = () => resolve({ data: { language: 'en' } })));
      return Promise.resolve({ data: { language: body.language } });
    });
    const saved: unknown[] = [];

    const first = saveLanguage('en', (user) => saved.push(user));
    const second = saveLanguage('hi', (user) => saved.push(user));
    await Promise.resolve();
    expect(sent).toEqual(['en']);
    answerFirst();
    await first;
    await second;
    expect(sent).toEqual(['en', 'hi']);
    // The first answer came after the person had chosen Hindi: it must not put English back.
    expect(saved).toEqual([{ language: 'hi' }]);
  });

  it('goes on with the next choice after a save that failed', async () => {
    put.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ data: { language: 'hi' } });
    const saved: unknown[] = [];
    await expect(saveLanguage('en', (user) => saved.push(user))).rejects.toThrow('offline');
    await saveLanguage('hi', (user) => saved.push(user));
    expect(saved).toEqual([{ language: 'hi' }]);
  });
});
