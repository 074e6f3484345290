import { Messages } from '@clinic/contracts';
import { changeLanguage } from './instance';
import { messagesIn, translateServerMessage } from './messages';

describe("the spec's texts in the reader's language", () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('keeps English word for word', () => {
    expect(messagesIn('en')).toBe(Messages);
    expect(translateServerMessage(Messages.auth.invalidCredentials, 'en')).toBe(Messages.auth.invalidCredentials);
  });

  it('shows a fixed text and a text with values in Hindi', () => {
    const hindi = messagesIn('hi');
    expect(hindi.auth.invalidCredentials).not.toBe(Messages.auth.invalidCredentials);
    expect(hindi.auth.invalidCredentials).toMatch(/[\u0900-\u097F]/);
    expect(hindi.appointments.beyondHorizon(60)).toContain('60');
    expect(hindi.appointments.beyondHorizon(60)).toMatch(/[\u0900-\u097F]/);
  });

  it("translates a server's message, values included, and leaves an unknown one as it came", () => {
    expect(translateServerMessage(Messages.auth.invalidCredentials, 'hi')).toBe(messagesIn('hi').auth.invalidCredentials);
    expect(translateServerMessage(Messages.appointments.tooManyPending(3), 'hi')).toBe(messagesIn('hi').appointments.tooManyPending(3));
    expect(translateServerMessage('something only integrators see', 'hi')).toBe('something only integrators see');
  });
});
