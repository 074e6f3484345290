import { Messages } from '@clinic/contracts';
import { messageKey, withMessageKey } from './message-keys';

describe('message keys of field errors', () => {
  it('names a catalogue text by its key', () => {
    expect(messageKey(Messages.users.invalidEmail)).toEqual({ code: 'users.invalidEmail' });
    expect(messageKey(Messages.users.invalidLanguage)).toEqual({ code: 'users.invalidLanguage' });
  });

  it('names a catalogue message that takes values, with the values', () => {
    expect(messageKey(Messages.common.unknownField('meals.0.time'))).toEqual({ code: 'common.unknownField', params: ['meals.0.time'] });
    expect(messageKey(Messages.appointments.beyondHorizon(90))).toEqual({ code: 'appointments.beyondHorizon', params: ['90'] });
    expect(messageKey('Name must be at most 100 characters.')).toEqual({ code: 'users.nameTooLong', params: ['100'] });
  });

  it('leaves a text that is not the catalogue\'s without a code', () => {
    expect(messageKey('name must be a string')).toBeUndefined();
    expect(withMessageKey({ field: 'name', message: 'name must be a string' })).toEqual({ field: 'name', message: 'name must be a string' });
    expect(withMessageKey({ field: 'phone', message: Messages.auth.invalidPhone })).toEqual({ field: 'phone', message: Messages.auth.invalidPhone, code: 'auth.invalidPhone' });
  });
});
