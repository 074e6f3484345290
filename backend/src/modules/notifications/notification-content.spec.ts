import { type AppointmentFacts, appointmentContent, appointmentInvite, emailContent, leadText, type MailContext, when } from './notification-content';

const ctx: MailContext = { clinicName: 'Green <Leaf> Clinic', appUrl: 'https://clinic.example', timeZone: 'Asia/Kolkata', fromAddress: 'no-reply@clinic.example' };
const facts: AppointmentFacts = {
  id: 'a'.repeat(24),
  date: '2026-12-01',
  startTime: '10:00',
  endTime: '10:30',
  sessionType: 'consultation',
  mode: 'online',
  clientId: 'c'.repeat(24),
  nutritionistId: 'n'.repeat(24),
  clientName: 'Asha',
  nutritionistName: 'Dr. Rao',
};

describe('notification content', () => {
  it('names the clinic date, clock and zone', () => {
    expect(when(facts, 'Asia/Kolkata')).toBe('Tue 1 Dec 2026, 10:00–10:30 (Asia/Kolkata)');
  });

  it('says lead times as people do', () => {
    expect([1440, 2880, 120, 60, 90].map(leadText)).toEqual(['24 hours', '2 days', '2 hours', '1 hour', '90 minutes']);
  });

  it('names the other party to each recipient', () => {
    expect(appointmentContent('appointment.booked', facts, facts.clientId, 'Asia/Kolkata').body).toContain('with Dr. Rao');
    expect(appointmentContent('appointment.booked', facts, facts.nutritionistId, 'Asia/Kolkata').body).toContain('with Asha');
    expect(appointmentContent('appointment.booked', facts, facts.clientId, 'Asia/Kolkata').link).toBe(`/appointments/${facts.id}/view`);
    expect(appointmentContent('appointment.reminder', facts, facts.clientId, 'Asia/Kolkata', { leadMinutes: 120 }).link).toBe(`/appointments/${facts.id}/view`);
    expect(appointmentContent('appointment.cancelled', facts, facts.clientId, 'Asia/Kolkata').link).toBe('/appointmentList');
  });

  it('uses the link text it is given (a reset link says what it does)', () => {
    const email = emailContent({ title: 'Reset your password', body: 'b', link: '/reset-password?token=t', action: 'Choose a new password' }, ctx);
    expect(email.text).toContain('Choose a new password: https://clinic.example/reset-password?token=t');
    expect(email.html).toContain('>Choose a new password</a>');
    expect(email.text).not.toContain('Stop emails like this one');
  });

  it('escapes the HTML part and links into the app and to the settings', () => {
    const email = emailContent({ title: 'Appointment booked', body: 'a <b> & c', link: '/appointmentList' }, ctx, undefined, 'https://clinic.example/api/notifications/unsubscribe?token=x');
    expect(email.subject).toBe('Appointment booked · Green <Leaf> Clinic');
    expect(email.html).toContain('a &#60;b&#62; &#38; c');
    expect(email.html).toContain('Green &#60;Leaf&#62; Clinic');
    expect(email.text).toContain('https://clinic.example/appointmentList');
    expect(email.text).toContain('https://clinic.example/profile');
    expect(email.text).toContain('Stop emails like this one: https://clinic.example/api/notifications/unsubscribe?token=x');
  });

  it('invites with METHOD:REQUEST and withdraws with METHOD:CANCEL, one uid', () => {
    const start = new Date('2026-12-01T04:30:00Z');
    const invite = appointmentInvite(facts, start, ctx, 'REQUEST', { name: 'Asha', email: 'asha@example.com' });
    const cancel = appointmentInvite(facts, start, ctx, 'CANCEL', { name: 'Asha', email: 'asha@example.com' });
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('DTSTART:20261201T043000Z');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    const uid = (ics: string) => /UID:(.+)/.exec(ics)?.[1].trim();
    expect(uid(invite)).toBe(`appointment-${facts.id}@clinic.example`);
    expect(uid(cancel)).toBe(uid(invite));
  });
});
