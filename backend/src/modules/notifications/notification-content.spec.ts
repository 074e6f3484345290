import {
  type AppointmentFacts,
  appointmentContent,
  appointmentInvite,
  emailContent,
  leadText,
  type MailContext,
  passwordResetContent,
  planContent,
  progressContent,
  unreadMessageContent,
  when,
  wordsFor,
} from './notification-content';

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
    expect([1440, 2880, 120, 60, 90].map((minutes) => leadText(minutes))).toEqual(['24 hours', '2 days', '2 hours', '1 hour', '90 minutes']);
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

  describe('in Hindi', () => {
    const hi = wordsFor('hi');
    const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

    it('writes the date, clock and zone the Indian Hindi way', () => {
      expect(when(facts, 'Asia/Kolkata', hi)).toBe('मंगलवार, 1 दिसंबर 2026, 10:00–10:30 बजे (भारतीय मानक समय)');
      expect([1440, 2880, 60, 90].map((minutes) => leadText(minutes, hi))).toEqual(['24 घंटे', '2 दिन', '1 घंटे', '90 मिनट']);
    });

    it('titles and bodies of appointment notifications', () => {
      const booked = appointmentContent('appointment.booked', facts, facts.clientId, 'Asia/Kolkata', {}, hi);
      expect(booked.title).toBe('अपॉइंटमेंट बुक हो गया');
      expect(booked.body).toBe(
        'Dr. Rao के साथ परामर्श (ऑनलाइन), मंगलवार, 1 दिसंबर 2026, 10:00–10:30 बजे (भारतीय मानक समय)। जब तक क्लिनिक इसकी पुष्टि नहीं करता, यह अपॉइंटमेंट पेंडिंग रहेगा।',
      );
      const reminder = appointmentContent('appointment.reminder', facts, facts.nutritionistId, 'Asia/Kolkata', { leadMinutes: 1440 }, hi);
      expect(reminder.title).toBe('याद रहे: 24 घंटे बाद आपका अपॉइंटमेंट है');
      expect(reminder.body).toContain('Asha के साथ परामर्श');
      const moved = appointmentContent('appointment.rescheduled', facts, facts.clientId, 'Asia/Kolkata', { from: { date: '2026-11-30', startTime: '09:00', endTime: '09:30' }, reason: 'बुखार' }, hi);
      expect(moved.body).toContain('(पहले सोमवार, 30 नवंबर 2026, 09:00–09:30 बजे (भारतीय मानक समय) था)। कारण: बुखार');
      const gone = appointmentContent('appointment.booked', { ...facts, nutritionistName: '' }, facts.clientId, 'Asia/Kolkata', {}, hi);
      expect(gone.body).toContain('आपके न्यूट्रिशनिस्ट के साथ');
    });

    it('the email around it: subject, link texts and the page language', () => {
      const email = emailContent(appointmentContent('appointment.confirmed', facts, facts.clientId, 'Asia/Kolkata', {}, hi), ctx, undefined, 'https://clinic.example/u', hi);
      expect(email.subject).toBe('अपॉइंटमेंट पक्का हो गया · Green <Leaf> Clinic');
      expect(email.text).toContain(`ऐप खोलें: https://clinic.example/appointments/${facts.id}/view`);
      expect(email.text).toContain('कौन-से ईमेल आपको मिलें, यह यहाँ चुनें: https://clinic.example/profile');
      expect(email.text).toContain('ऐसे ईमेल बंद करें: https://clinic.example/u');
      expect(email.html).toContain('<html lang="hi">');
      expect(email.html).toContain('>सूचना की सेटिंग</a>');
    });

    it('the emails without an in-app notification, and plan and progress', () => {
      expect(unreadMessageContent({ id: 'n1', name: 'Dr. Rao' }, 'Green Leaf', hi)).toEqual({
        title: 'Dr. Rao का नया संदेश',
        body: 'Dr. Rao ने आपको Green Leaf पर एक संदेश भेजा है, जो आपने अभी तक नहीं पढ़ा। आपकी निजता के लिए संदेश इस ईमेल में नहीं है: उसे ऐप में पढ़ें।',
        link: '/conversation?user=n1',
        action: 'संदेश पढ़ें',
      });
      expect(unreadMessageContent({ id: 'n1' }, 'Green Leaf', hi).title).toBe('किसी व्यक्ति का नया संदेश');
      const reset = passwordResetContent('tok', 'Green Leaf', 30, hi);
      expect(reset.title).toBe('पासवर्ड रीसेट करें');
      expect(reset.body).toContain('Green Leaf अकाउंट');
      expect(reset.body).toContain('30 मिनट के अंदर');
      expect(planContent(undefined, true, hi).body).toBe('आपके न्यूट्रिशनिस्ट ने आपके लिए नया डाइट प्लान बनाया है।');
      expect(progressContent('Dr. Rao', '2026-12-01', hi).body).toBe('Dr. Rao ने 1 दिसंबर 2026 की आपकी प्रगति दर्ज की है।');
    });

    it('the same texts in English as before', () => {
      const en = wordsFor('en');
      expect(unreadMessageContent({ id: 'n1' }, 'Green Leaf', en).title).toBe('New message from Someone');
      expect(planContent(undefined, false, en).body).toBe('Your nutritionist updated your nutrition plan.');
      expect(progressContent('Dr. Rao', '2026-12-01', en).body).toBe('Dr. Rao recorded your progress for 2026-12-01.');
      expect(passwordResetContent('tok', 'Green Leaf', 30, en).body).toBe(
        'Someone asked to reset the password of your Green Leaf account. The link below lets you choose a new one; it works once, within 30 minutes. If it was not you, ignore this email: your password stays as it is.',
      );
      expect(appointmentContent('appointment.cancelled', facts, facts.clientId, 'Asia/Kolkata', { reason: 'Fever' }).body).toBe(
        'Consultation (online) with Dr. Rao, Tue 1 Dec 2026, 10:00–10:30 (Asia/Kolkata). Reason: Fever',
      );
      expect(appointmentContent('appointment.reminder', facts, facts.clientId, 'Asia/Kolkata', { leadMinutes: 120 }).title).toBe('Reminder: appointment in 2 hours');
      const invite = unfold(appointmentInvite(facts, new Date('2026-12-01T04:30:00Z'), ctx, 'REQUEST', { name: 'Asha', email: 'asha@example.com' }));
      expect(invite).toContain('SUMMARY:Consultation with Dr. Rao');
      expect(invite).toContain('LOCATION:Online');
    });

    it('the calendar invitation', () => {
      const invite = unfold(appointmentInvite(facts, new Date('2026-12-01T04:30:00Z'), ctx, 'REQUEST', { name: 'Asha', email: 'asha@example.com' }, undefined, hi));
      expect(invite).toContain('SUMMARY:Dr. Rao के साथ परामर्श');
      expect(invite).toContain('DESCRIPTION:परामर्श (ऑनलाइन)\\, Green <Leaf> Clinic। पूरी जानकारी: https://clinic.example/appointmentList');
      expect(invite).toContain('LOCATION:ऑनलाइन');
    });
  });
});
