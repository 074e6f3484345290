import { ErrorCode, Messages, weekdayOf } from '@clinic/contracts';
import { addDays, clinicToday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

/**
 * A screen decides what to do from an error's `code` (ask again, offer another action, point at a
 * field), so each domain refusal has its own stable code and its message from the catalogue,
 * rather than the generic `VALIDATION.FAILED` or `AUTH.FORBIDDEN`.
 */
describe('Each refusal has its own code (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let client: Actor;
  let appointment: string;
  const date = addDays(clinicToday(), 14);

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, N, client] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client')]);
    await N.http.post('/api/availabilities', { dayOfWeek: weekdayOf(date), slots: [{ startTime: '10:00', endTime: '10:30' }] });
    const booked = await client.http.post('/api/appointments', { nutritionist: N.user._id, date, startTime: '10:00', endTime: '10:30', sessionType: 'consultation', mode: 'in-person' });
    expect(booked.status).toBe(201);
    appointment = booked.body._id;
  }, 120_000);
  afterAll(() => t.close());

  const cases: [string, () => Promise<{ status: number; body: { code: string; message: string } }>, number, string, string][] = [
    ['a malformed id', () => client.http.get('/api/appointments/not-an-id'), 400, ErrorCode.InvalidId, Messages.common.invalidId],
    ['a client changing an appointment', () => client.http.put(`/api/appointments/${appointment}`, { status: 'confirmed' }), 403, ErrorCode.AppointmentClientCannotChange, Messages.appointments.clientCannotChange],
    ['a client booking for someone else', () => client.http.post('/api/appointments', { nutritionist: N.user._id, client: N.user._id, date, startTime: '10:00', endTime: '10:30', sessionType: 'consultation', mode: 'in-person' }), 403, ErrorCode.AppointmentBookForYourself, Messages.appointments.bookForYourself],
    ['a practitioner booking without a client', () => N.http.post('/api/appointments', { nutritionist: N.user._id, date, startTime: '10:00', endTime: '10:30', sessionType: 'consultation', mode: 'in-person' }), 400, ErrorCode.AppointmentClientRequired, Messages.appointments.clientRequired],
    ['a cancel reason without cancelling', () => N.http.put(`/api/appointments/${appointment}`, { cancelReason: 'why' }), 400, ErrorCode.AppointmentCancelReasonWithoutCancel, Messages.appointments.cancelReasonOnlyWhenCancelling],
    ['a meeting link on an in-person visit', () => N.http.put(`/api/appointments/${appointment}`, { meetingLink: 'https://meet.example/x' }), 400, ErrorCode.AppointmentMeetingLinkNotOnline, Messages.appointments.meetingLinkOnline],
    ['a message to oneself', () => client.http.post('/api/messages', { receiver: client.user._id, content: 'hello' }), 400, ErrorCode.MessageToSelf, Messages.messages.notYourself],
    ['a plan ending before it starts', () => N.http.post('/api/nutritionPlans', { client: client.user._id, title: 'Plan', startDate: '2026-12-10', endDate: '2026-12-01', meals: [{ mealTime: 'breakfast', description: 'Oats' }] }), 400, ErrorCode.PlanEndBeforeStart, Messages.plans.endBeforeStart],
    ['progress without a measurement', () => N.http.post('/api/progresses', { client: client.user._id, date: clinicToday() }), 400, ErrorCode.ProgressNoMeasurement, Messages.progress.oneMeasurement],
    ['a revenue range backwards', () => admin.http.get('/api/revenue?from=2026-02-01&to=2026-01-01'), 400, ErrorCode.RevenueInvalidRange, Messages.payments.invalidRange],
    ['availability on a day that is not one', () => N.http.delete('/api/availabilities/Someday'), 400, ErrorCode.AvailabilityInvalidDay, Messages.availability.invalidDay],
  ];

  it.each(cases)('%s', async (_what, call, status, code, message) => {
    const res = await call();
    expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status, code, message });
  });
});
