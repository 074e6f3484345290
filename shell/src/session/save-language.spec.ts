import { api } from '@clinic/api-client';
import { saveLanguage } from './save-language';

jest.mock('@clinic/api-client', () => ({
  api: { PUT: jest.fn() },
  unwrap: (request: Promise<{ data: unknown }>) => request.then((response) => response.data),
}));

const put = api.PUT as unknown as jest.Mock;

describe('saving the language on the account', () => {
  it("sends a choice only after the save before it is answered, so the person's latest choice is kept", async () => {
    const sent: string[] = [];
    let answerFirst: () => void = () => undefined;
    put.mockImplementation((_path: string, { body }: { body: { language: string } }) => {
      sent.push(body.language);
      if (body.language === 'en') return new Promise((resolve) => (answerFirst = () => resolve({ data: { language: 'en' } })));
      return Promise.resolve({ data: { language: body.language } });
    });

    const first = saveLanguage('en');
    const second = saveLanguage('hi');
    await Promise.resolve();
    expect(sent).toEqual(['en']);
    answerFirst();
    await expect(first).resolves.toEqual({ language: 'en' });
    await expect(second).resolves.toEqual({ language: 'hi' });
    expect(sent).toEqual(['en', 'hi']);
  });

  it('goes on with the next choice after a save that failed', async () => {
    put.mockReset();
    put.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ data: { language: 'hi' } });
    await expect(saveLanguage('en')).rejects.toThrow('offline');
    await expect(saveLanguage('hi')).resolves.toEqual({ language: 'hi' });
  });
});
