import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { PDFParse } from 'pdf-parse';
import { Messages } from '@clinic/contracts';
import { nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

const HALF_HOURS = Array.from({ length: 20 }, (_, i) => {
  const start = 8 * 60 + i * 30;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { startTime: hhmm(start), endTime: hhmm(start + 30) };
});

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('Payments (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let N2: Actor;
  let A: Actor;
  let B: Actor;
  const monday = nextWeekday('Monday');
  const tuesday = nextWeekday('Tuesday');
  const [first, last] = [monday, tuesday].sort();
  let slot = 0;

  beforeAll(async () => {
    t = await TestApp.start({ PRICE_CONSULTATION: '1500', PRICE_FOLLOW_UP: '1499.50' });
    [admin, N, N2, A, B] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
    for (const day of ['Monday', 'Tuesday']) {
      expect((await N.http.post('/api/availabilities', { dayOfWeek: day, slots: HALF_HOURS })).status).toBe(201);
    }
  });
  afterAll(() => t.close());

  /** A fresh appointment of `client` with N, booked by the client at the clinic's price. */
  async function book(client: Actor, sessionType = 'consultation'): Promise<string> {
    const n = slot++;
    const res = await client.http.post('/api/appointments', {
      nutritionist: N.user._id,
      date: n < HALF_HOURS.length ? monday : tuesday,
      ...HALF_HOURS[n % HALF_HOURS.length],
      sessionType,
      mode: 'in-person',
    });
    expect(res.status).toBe(201);
    return res.body._id as string;
  }

  const db = () => t.connection;
  const appointmentDoc = (id: string) => db().collection('appointments').findOne({ _id: new Types.ObjectId(id) });
  const events = (id: string) =>
    db().collection('payment_events').find({ appointment: new Types.ObjectId(id) }).sort({ at: 1 }).toArray();

  async function download(actor: Actor, path: string) {
    const res = await fetch(t.url + path, { headers: { cookie: `clinic_session=${actor.http.cookie('clinic_session')}` } });
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
  }

  describe('payment settings', () => {
    it('start empty, so the pay panel has no UPI link yet', async () => {
      const id = await book(A);
      const res = await A.http.get(`/api/appointments/${id}/payment`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ amount: 1500, paymentStatus: 'unpaid', state: 'unpaid', payable: true, upi: null });
      expect((await A.http.post(`/api/appointments/${id}/payment`, { utr: '412345678900' })).body.code).toBe('PAYMENT.UPI_NOT_SET_UP');
      expect(await db().collection('utr_claims').countDocuments()).toBe(0);
    });

    it('refuse a malformed UPI ID, GSTIN or rate, changing nothing', async () => {
      for (const [body, message] of [
        [{ upiId: 'clinic.okhdfc' }, Messages.payments.invalidUpiId],
        [{ upiId: 'c@' }, Messages.payments.invalidUpiId],
        [{ upiId: 'clinic@okhdfc', gstin: '29ABCDE1234F1Z' }, Messages.payments.invalidGstin],
        [{ gstRate: 30 }, Messages.payments.invalidGstRate],
        [{ payeeName: '' }, Messages.payments.invalidPayeeName],
      ] as const) {
        const res = await admin.http.put('/api/payment-settings', body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', message });
      }
      expect((await admin.http.get('/api/payment-settings')).body).toMatchObject({ upiId: '', gstin: '', gstRate: 0 });
    });

    it('are the admin\'s to change: a nutritionist may read them, a client neither', async () => {
      expect((await N.http.put('/api/payment-settings', { upiId: 'n@ybl' })).status).toBe(403);
      expect((await A.http.get('/api/payment-settings')).status).toBe(403);
      const res = await admin.http.put('/api/payment-settings', {
        upiId: 'greenleaf@okhdfcbank',
        payeeName: 'Green Leaf & Co',
        clinicName: 'Green Leaf Nutrition Clinic',
        clinicAddress: '12 MG Road, Bengaluru 560001',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        upiId: 'greenleaf@okhdfcbank',
        payeeName: 'Green Leaf & Co',
        clinicName: 'Green Leaf Nutrition Clinic',
        clinicAddress: '12 MG Road, Bengaluru 560001',
        gstin: '',
        gstRate: 0,
      });
      expect((await N.http.get('/api/payment-settings')).body.upiId).toBe('greenleaf@okhdfcbank');
    });
  });

  describe('paying by UPI', () => {
    let paid: string;

    it('gives the client a UPI link with payee, exact amount, currency and the appointment reference, and its QR code', async () => {
      const id = await book(A, 'follow-up');
      const res = await A.http.get(`/api/appointments/${id}/payment`);
      expect(res.status).toBe(200);
      const reference = `APT-${id.slice(-8).toUpperCase()}`;
      expect(res.body).toMatchObject({ amount: 1499.5, reference, payable: true, upi: { upiId: 'greenleaf@okhdfcbank', payeeName: 'Green Leaf & Co' } });
      const link: string = res.body.upi.link;
      expect(link.startsWith('upi://pay?')).toBe(true);
      const params = new URLSearchParams(link.slice('upi://pay?'.length));
      expect(Object.fromEntries(params)).toEqual({
        pa: 'greenleaf@okhdfcbank',
        pn: 'Green Leaf & Co',
        am: '1499.50',
        cu: 'INR',
        tn: `Appointment ${reference}`,
      });
      // Spaces as %20, never "+", which some UPI apps show literally.
      expect(link).toContain('pn=Green%20Leaf%20%26%20Co');
      const qr: string = res.body.upi.qr;
      expect(qr.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]*viewBox/);
    });

    it('refuses a malformed UTR and writes nothing', async () => {
      const id = await book(A);
      for (const utr of ['12345678901', '1234567890123', '41234567890a', '', 412345678901]) {
        const res = await A.http.post(`/api/appointments/${id}/payment`, { utr });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED', message: Messages.payments.invalidUtr });
      }
      expect(await db().collection('utr_claims').countDocuments()).toBe(0);
      expect(await appointmentDoc(id)).toMatchObject({ paymentStatus: 'unpaid', paymentState: '' });
    });

    it('takes the client\'s UTR: payment submitted, beside an unpaid status, and audited', async () => {
      paid = await book(A);
      const res = await A.http.post(`/api/appointments/${paid}/payment`, { utr: ' 412345678901 ' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'submitted', paymentStatus: 'unpaid', method: 'upi', paymentReference: '412345678901', payable: false, upi: null });
      expect(await appointmentDoc(paid)).toMatchObject({ paymentStatus: 'unpaid', paymentState: 'submitted' });
      expect((await A.http.get(`/api/appointments/${paid}`)).body.paymentStatus).toBe('unpaid');
      expect(await events(paid)).toEqual([expect.objectContaining({ action: 'submit', from: 'unpaid', to: 'submitted', amountPaise: 150_000, reference: '412345678901', actorRole: 'client' })]);
    });

    it('does not take a second UTR while one waits for verification', async () => {
      const res = await A.http.post(`/api/appointments/${paid}/payment`, { utr: '412345678902' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'PAYMENT.INVALID_TRANSITION', message: Messages.payments.alreadySubmitted });
      expect(await db().collection('utr_claims').countDocuments({ _id: '412345678902' as never })).toBe(0);
    });

    it('refuses a UTR already used anywhere in the clinic', async () => {
      const other = await book(B);
      const res = await B.http.post(`/api/appointments/${other}/payment`, { utr: '412345678901' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'PAYMENT.UTR_USED', message: Messages.payments.utrUsed });
      expect(await appointmentDoc(other)).toMatchObject({ paymentStatus: 'unpaid', paymentState: '' });
    });

    it('keeps another client out of the payment', async () => {
      expect((await B.http.get(`/api/appointments/${paid}/payment`)).status).toBe(404);
      expect((await B.http.post(`/api/appointments/${paid}/payment`, { utr: '412345678903' })).status).toBe(404);
      expect((await B.http.get(`/api/appointments/${paid}/receipt.pdf`)).status).toBe(404);
    });

    it('does not let a client verify their own payment, nor another nutritionist', async () => {
      const own = await A.http.put(`/api/appointments/${paid}/payment`, { action: 'verify' });
      expect(own.status).toBe(403);
      expect(own.body.code).toBe('AUTH.FORBIDDEN');
      expect((await N2.http.put(`/api/appointments/${paid}/payment`, { action: 'verify' })).status).toBe(404);
      expect(await appointmentDoc(paid)).toMatchObject({ paymentStatus: 'unpaid', paymentState: 'submitted' });
    });

    it('refuses a receipt before the appointment is paid', async () => {
      const res = await A.http.get(`/api/appointments/${paid}/receipt.pdf`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'PAYMENT.NO_RECEIPT', message: Messages.payments.noReceipt });
      expect(await db().collection('receipts').countDocuments()).toBe(0);
    });

    it('is verified by the appointment\'s nutritionist: paid, with a receipt number', async () => {
      const res = await N.http.put(`/api/appointments/${paid}/payment`, { action: 'verify' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'paid', paymentStatus: 'paid', method: 'upi', paymentReference: '412345678901', amount: 1500 });
      expect(res.body.receiptNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
      expect(res.body.paidAt).toEqual(expect.any(String));
      expect(await appointmentDoc(paid)).toMatchObject({ paymentStatus: 'paid', paymentState: '' });
      expect((await A.http.get(`/api/appointments/${paid}`)).body.paymentStatus).toBe('paid');
      expect((await N.http.put(`/api/appointments/${paid}/payment`, { action: 'verify' })).status).toBe(409);
      expect((await events(paid)).map((e) => `${e.action}:${e.from}>${e.to}:${e.actorRole}`)).toEqual(['submit:unpaid>submitted:client', 'verify:submitted>paid:nutritionist']);
    });

    it('gives the client a PDF receipt with the number, amount in figures and words, and the UTR', async () => {
      const number = (await A.http.get(`/api/appointments/${paid}/payment`)).body.receiptNumber as string;
      const res = await download(A, `/api/appointments/${paid}/receipt.pdf`);
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/pdf');
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await pdfText(res.body)).replace(/\s+/g, ' ');
      expect(text).toContain(number);
      expect(text).toContain('Green Leaf Nutrition Clinic');
      expect(text).toContain('₹1,500.00');
      expect(text).toContain('One Thousand Five Hundred Rupees Only');
      expect(text).toContain('412345678901');
      expect(text).toContain(A.user.name);
      expect(text).not.toContain('GST');
      // The same number on every download: a receipt is issued once.
      expect((await N.http.get(`/api/appointments/${paid}/payment`)).body.receiptNumber).toBe(number);
      expect(await db().collection('receipts').countDocuments()).toBe(1);
    });
  });

  describe('rejecting, recording, refunding', () => {
    it('rejects a submitted UTR only with a reason, shows it to the client, and frees the UTR', async () => {
      const id = await book(B);
      expect((await B.http.post(`/api/appointments/${id}/payment`, { utr: '512345678901' })).status).toBe(200);
      const noReason = await N.http.put(`/api/appointments/${id}/payment`, { action: 'reject' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe(Messages.payments.reasonRequired);
      const res = await N.http.put(`/api/appointments/${id}/payment`, { action: 'reject', reason: 'No such credit on the statement.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'rejected', paymentStatus: 'unpaid', rejectionReason: 'No such credit on the statement.', payable: true });
      expect(res.body.upi.link).toContain('am=1500.00');
      expect(await appointmentDoc(id)).toMatchObject({ paymentStatus: 'unpaid', paymentState: 'rejected' });
      expect(await db().collection('utr_claims').countDocuments({ _id: '512345678901' as never })).toBe(0);
      // The client corrects the number and submits again.
      const again = await B.http.post(`/api/appointments/${id}/payment`, { utr: '512345678902' });
      expect(again.body).toMatchObject({ state: 'submitted', rejectionReason: '' });
    });

    it('refuses to reject or verify what was never submitted', async () => {
      const id = await book(A);
      for (const body of [{ action: 'verify' }, { action: 'reject', reason: 'x' }]) {
        const res = await N.http.put(`/api/appointments/${id}/payment`, body);
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('PAYMENT.INVALID_TRANSITION');
      }
    });

    it('records a cash or card payment, with a receipt', async () => {
      const id = await book(A);
      expect((await N.http.put(`/api/appointments/${id}/payment`, { action: 'record' })).body.message).toBe(Messages.payments.methodRequired);
      expect((await N.http.put(`/api/appointments/${id}/payment`, { action: 'record', method: 'cheque' })).status).toBe(400);
      const res = await admin.http.put(`/api/appointments/${id}/payment`, { action: 'record', method: 'card', reference: 'SLIP-0042' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'paid', method: 'card', paymentReference: 'SLIP-0042', receiptNumber: expect.any(String) });
      const text = await pdfText((await download(N, `/api/appointments/${id}/receipt.pdf`)).body);
      expect(text).toContain('Card');
      expect(text).toContain('SLIP-0042');
    });

    it('refuses unknown actions and fields', async () => {
      const id = await book(A);
      expect((await N.http.put(`/api/appointments/${id}/payment`, { action: 'approve' })).status).toBe(400);
      expect((await N.http.put(`/api/appointments/${id}/payment`, { action: 'record', method: 'cash', paymentStatus: 'paid' })).status).toBe(400);
      expect(await appointmentDoc(id)).toMatchObject({ paymentStatus: 'unpaid' });
    });

    it('does not take payment for a cancelled appointment', async () => {
      const id = await book(A);
      expect((await N.http.put(`/api/appointments/${id}`, { status: 'cancelled' })).status).toBe(200);
      const view = await A.http.get(`/api/appointments/${id}/payment`);
      expect(view.body).toMatchObject({ payable: false, upi: null });
      const res = await A.http.post(`/api/appointments/${id}/payment`, { utr: '612345678901' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'PAYMENT.NOT_PAYABLE', message: Messages.payments.cancelled });
      expect((await N.http.put(`/api/appointments/${id}/payment`, { action: 'record', method: 'cash' })).body.code).toBe('PAYMENT.NOT_PAYABLE');
      expect(await db().collection('utr_claims').countDocuments({ _id: '612345678901' as never })).toBe(0);
    });

    it('refunds a paid appointment only once the clinic cancelled it, at most what was paid', async () => {
      const id = await book(A);
      await N.http.put(`/api/appointments/${id}/payment`, { action: 'record', method: 'cash' });
      const early = await N.http.put(`/api/appointments/${id}/payment`, { action: 'refund', amount: 1500, reference: 'UTR 712345678901' });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(Messages.payments.refundNeedsCancelled);
      await N.http.put(`/api/appointments/${id}`, { status: 'cancelled' });
      expect((await N.http.put(`/api/appointments/${id}/payment`, { action: 'refund', amount: 1500 })).body.message).toBe(Messages.payments.referenceRequired);
      for (const amount of [1500.01, 0, 10.001]) {
        const res = await N.http.put(`/api/appointments/${id}/payment`, { action: 'refund', amount, reference: 'x' });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(Messages.payments.invalidRefundAmount);
      }
      const res = await N.http.put(`/api/appointments/${id}/payment`, { action: 'refund', amount: 1499.99, reference: 'UTR 712345678901' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'refunded', paymentStatus: 'refunded', refund: { amount: 1499.99, reference: 'UTR 712345678901' } });
      expect(await appointmentDoc(id)).toMatchObject({ paymentStatus: 'refunded' });
      expect((await events(id)).map((e) => [e.action, e.amountPaise])).toEqual([
        ['record', 150_000],
        ['refund', 149_999],
      ]);
    });
  });

  describe('receipt numbers', () => {
    it('stay distinct and gapless when many payments are confirmed at once', async () => {
      const ids = [];
      for (let i = 0; i < 8; i++) ids.push(await book(i % 2 ? A : B));
      const before = await db().collection('receipts').countDocuments();
      const results = await Promise.all(ids.map((id, i) => (i % 2 ? admin : N).http.put(`/api/appointments/${id}/payment`, { action: 'record', method: 'cash' })));
      expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
      const numbers = results.map((r) => r.body.receiptNumber as string);
      expect(new Set(numbers).size).toBe(8);
      const sequences = (await db().collection('receipts').find().toArray()).map((r) => r.sequence as number).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: before + 8 }, (_, i) => i + 1));
    });

    it('show the GST split when the clinic charges GST', async () => {
      await admin.http.put('/api/payment-settings', { gstin: '29ABCDE1234F1Z5', gstRate: 18 });
      const id = await book(A);
      await N.http.put(`/api/appointments/${id}/payment`, { action: 'record', method: 'cash' });
      const text = (await pdfText((await download(A, `/api/appointments/${id}/receipt.pdf`)).body)).replace(/\s+/g, ' ');
      expect(text).toContain('GSTIN: 29ABCDE1234F1Z5');
      // 1500 including 18 %: 1271.19 taxable, 228.81 tax split 114.40 + 114.41.
      expect(text).toContain('₹1,271.19');
      expect(text).toContain('CGST @ 9%');
      expect(text).toContain('₹114.40');
      expect(text).toContain('₹114.41');
      await admin.http.put('/api/payment-settings', { gstin: '', gstRate: 0 });
    });
  });

  describe('revenue report', () => {
    it('sums collected, awaiting, outstanding and refunded in exact rupees, by month, nutritionist and type', async () => {
      const res = await admin.http.get(`/api/revenue?from=${first}&to=${last}`);
      expect(res.status).toBe(200);
      const appts = await db().collection('appointments').find().toArray();
      const sum = (pick: (a: (typeof appts)[number]) => boolean) => appts.filter(pick).reduce((s, a) => s + a.pricePaise, 0) / 100;
      const expected = {
        collected: sum((a) => a.paymentStatus === 'paid'),
        awaiting: sum((a) => a.paymentStatus === 'unpaid' && a.paymentState === 'submitted'),
        outstanding: sum((a) => a.paymentStatus === 'unpaid' && a.paymentState !== 'submitted' && a.status !== 'cancelled'),
        refunded: sum((a) => a.paymentStatus === 'refunded'),
      };
      expect(res.body.totals).toMatchObject(expected);
      const count = (pick: (a: (typeof appts)[number]) => boolean) => appts.filter(pick).length;
      expect(res.body.totals).toMatchObject({
        collectedCount: count((a) => a.paymentStatus === 'paid'),
        awaitingCount: 1,
        refundedCount: count((a) => a.paymentStatus === 'refunded'),
      });
      expect(res.body.totals.collectedCount).toBeGreaterThan(0);
      expect(expected.collected).toBeGreaterThan(0);
      expect(expected.awaiting).toBe(1500);
      expect(res.body.byNutritionist).toEqual([expect.objectContaining({ key: N.user._id, label: N.user.name, ...expected })]);
      const byType = Object.fromEntries(res.body.bySessionType.map((r: { key: string; outstanding: number }) => [r.key, r.outstanding]));
      expect(byType['follow-up']).toBe(1499.5);
      expect(res.body.byMonth.reduce((s: number, r: { collected: number }) => s + r.collected, 0)).toBe(expected.collected);
    });

    it('lists the appointments behind a figure', async () => {
      const res = await admin.http.get(`/api/revenue/entries?from=${first}&to=${last}&bucket=awaiting`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(1);
      expect(res.body.data[0]).toMatchObject({ amount: 1500, state: 'submitted', method: 'upi', paymentReference: '512345678902', client: { _id: B.user._id, name: B.user.name } });
      const collected = await N.http.get(`/api/revenue/entries?from=${first}&to=${last}&bucket=collected&limit=100`);
      expect(collected.body.data.every((e: { state: string; receiptNumber: string }) => e.state === 'paid' && e.receiptNumber)).toBe(true);
      // Pages run across days in date, then time order, with the total of the whole range.
      const all = collected.body.data.map((e: { appointmentId: string }) => e.appointmentId);
      expect(all.length).toBeGreaterThan(5);
      const paged: string[] = [];
      for (let page = 1; paged.length < all.length; page++) {
        const res = await N.http.get(`/api/revenue/entries?from=${first}&to=${last}&bucket=collected&limit=3&page=${page}`);
        expect(res.body.total).toBe(all.length);
        paged.push(...res.body.data.map((e: { appointmentId: string }) => e.appointmentId));
      }
      expect(paged).toEqual(all);
      const dates = collected.body.data.map((e: { date: string }) => e.date);
      expect(dates).toEqual([...dates].sort());
      const onlyFollowUps = await admin.http.get(`/api/revenue/entries?from=${first}&to=${last}&bucket=outstanding&sessionType=follow-up`);
      expect(onlyFollowUps.body).toMatchObject({ total: 1, data: [expect.objectContaining({ amount: 1499.5, sessionType: 'follow-up' })] });
    });

    it('exports the payments of the range as CSV', async () => {
      const res = await admin.http.get(`/api/revenue/payments.csv?from=${first}&to=${last}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      const lines = res.text.trim().split('\r\n');
      expect(lines[0]).toBe('"Receipt","Appointment","Date","Client","Nutritionist","Session type","Amount (INR)","Payment","Method","Reference","Paid at"');
      const paidCount = await db().collection('appointments').countDocuments({ $or: [{ paymentStatus: { $in: ['paid', 'refunded'] } }, { paymentState: 'submitted' }] });
      expect(lines).toHaveLength(paidCount + 1);
      expect(lines.some((l) => l.includes('"412345678901"') && l.includes('"1500.00"') && l.includes('"Paid"'))).toBe(true);
    });

    it('is for practitioners, scoped to a nutritionist\'s own appointments, with a sane range', async () => {
      expect((await A.http.get(`/api/revenue?from=${first}&to=${last}`)).status).toBe(403);
      expect((await A.http.get(`/api/revenue/payments.csv?from=${first}&to=${last}`)).status).toBe(403);
      const other = await N2.http.get(`/api/revenue?from=${first}&to=${last}`);
      expect(other.body.totals).toMatchObject({ collected: 0, awaiting: 0, outstanding: 0 });
      expect((await admin.http.get(`/api/revenue?from=${last}&to=${first}`)).status).toBe(400);
      expect((await admin.http.get('/api/revenue?from=2026-02-30&to=2026-03-01')).status).toBe(400);
      const long = await admin.http.get('/api/revenue?from=2024-01-01&to=2026-01-02');
      expect(long.status).toBe(400);
      expect(long.body.message).toBe(Messages.payments.invalidRange);
      expect((await admin.http.get('/api/revenue?from=2024-01-02&to=2026-01-01')).status).toBe(200);
    });

    describe('kept per day between reports', () => {
      type Totals = { collected: number; awaiting: number; outstanding: number; refunded: number };
      /** The figures straight from the appointments, for comparing with what the report kept. */
      async function fromAppointments(from: string, to: string, nutritionist?: string): Promise<Totals> {
        const filter = { date: { $gte: from, $lte: to }, pricePaise: { $gt: 0 }, ...(nutritionist ? { nutritionist: new Types.ObjectId(nutritionist) } : {}) };
        const appts = await db().collection('appointments').find(filter).toArray();
        const sum = (pick: (a: (typeof appts)[number]) => boolean) => appts.filter(pick).reduce((s, a) => s + a.pricePaise, 0) / 100;
        return {
          collected: sum((a) => a.paymentStatus === 'paid'),
          awaiting: sum((a) => a.paymentStatus === 'unpaid' && a.paymentState === 'submitted'),
          outstanding: sum((a) => a.paymentStatus === 'unpaid' && a.paymentState !== 'submitted' && a.status !== 'cancelled'),
          refunded: sum((a) => a.paymentStatus === 'refunded'),
        };
      }
      async function expectCurrent(from = first, to = last) {
        const [clinic, own] = await Promise.all([admin.http.get(`/api/revenue?from=${from}&to=${to}`), N.http.get(`/api/revenue?from=${from}&to=${to}`)]);
        expect(clinic.body.totals).toMatchObject(await fromAppointments(from, to));
        expect(own.body.totals).toMatchObject(await fromAppointments(from, to, N.user._id));
        return clinic.body.totals as Totals;
      }

      it('keeps each day the admin has seen, at the version of its appointments', async () => {
        await expectCurrent();
        const [kept, versions] = await Promise.all([
          db().collection<{ _id: string; v: number }>('revenue_days').find({ _id: { $in: [first, last] } }).toArray(),
          db().collection<{ _id: string; v: number }>('appointment_days').find({ _id: { $in: [first, last] } }).toArray(),
        ]);
        expect(kept.map((d) => d._id).sort()).toEqual([first, last]);
        // A day no appointment was ever written to has no counter yet: version 0.
        for (const day of kept) expect(day.v).toBe(versions.find((v) => v._id === day._id)?.v ?? 0);
        expect(versions.length).toBeGreaterThan(0);
      });

      it('follows a booking, a price change, a cancellation and a deletion made after it was kept', async () => {
        const before = await expectCurrent();
        const id = await book(A);
        expect((await expectCurrent()).outstanding).toBe(before.outstanding + 1500);
        expect((await admin.http.put(`/api/appointments/${id}`, { price: 2000 })).status).toBe(200);
        expect((await expectCurrent()).outstanding).toBe(before.outstanding + 2000);
        expect((await N.http.put(`/api/appointments/${id}`, { status: 'cancelled' })).status).toBe(200);
        expect((await expectCurrent()).outstanding).toBe(before.outstanding);
        expect((await N.http.put(`/api/appointments/${id}`, { status: 'confirmed' })).status).toBe(200);
        expect((await expectCurrent()).outstanding).toBe(before.outstanding + 2000);
        expect((await admin.http.delete(`/api/appointments/${id}`)).status).toBe(200);
        expect((await expectCurrent()).outstanding).toBe(before.outstanding);
      });

      it('follows an appointment moved to another day, on both days', async () => {
        const id = await book(A);
        const moved = await db().collection('appointments').findOne({ _id: new Types.ObjectId(id) });
        const [from, to] = moved!.date === first ? [first, last] : [last, first];
        const origin = await expectCurrent(from, from);
        const target = await expectCurrent(to, to);
        const model = t.app.get<Model<{ date: string }>>(getModelToken('Appointment'));
        await model.updateOne({ _id: id }, { $set: { date: to } });
        expect((await expectCurrent(from, from)).outstanding).toBe(origin.outstanding - 1500);
        expect((await expectCurrent(to, to)).outstanding).toBe(target.outstanding + 1500);
        await model.deleteOne({ _id: id });
        expect((await expectCurrent(to, to)).outstanding).toBe(target.outstanding);
      });
    });
  });
});
