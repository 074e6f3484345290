import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { amountInWords, formatRupees, gstSplit, PAYMENT_METHOD_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import type { Receipt } from './schemas/receipt.schema';

/**
 * PDF's built-in fonts (Helvetica) have no rupee sign, so a Unicode font is embedded when one is
 * installed: RECEIPT_FONT, else Debian's DejaVu Sans (package fonts-dejavu-core, in the image).
 * Without one the receipt says "Rs." instead of "₹".
 */
const FONT_CANDIDATES = [process.env.RECEIPT_FONT, '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].filter(Boolean) as string[];
const BOLD_CANDIDATES = [process.env.RECEIPT_FONT_BOLD, '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].filter(Boolean) as string[];
const unicodeFont = FONT_CANDIDATES.find((path) => existsSync(path));
const unicodeBold = BOLD_CANDIDATES.find((path) => existsSync(path)) ?? unicodeFont;

function money(paise: number): string {
  const text = formatRupees(paise / 100);
  return unicodeFont ? text : text.replace('₹', 'Rs. ');
}

function dateText(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** The receipt as a one-page A4 PDF. */
export function renderReceiptPdf(receipt: Receipt, issuedOn: string, reference: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${receipt.number}`, Author: receipt.clinicName || 'Clinic' } });
  const regular = unicodeFont ?? 'Helvetica';
  const bold = unicodeBold ?? 'Helvetica-Bold';
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(bold).fontSize(18).text(receipt.clinicName || 'Receipt');
  doc.font(regular).fontSize(10);
  if (receipt.clinicAddress) doc.text(receipt.clinicAddress);
  if (receipt.gstin) doc.text(`GSTIN: ${receipt.gstin}`);
  doc.moveDown(1.5);

  doc.font(bold).fontSize(14).text('Payment Receipt');
  doc.font(regular).fontSize(10).moveDown(0.5);
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font(bold).text(label, 56, y, { width: 150 });
    doc.font(regular).text(value, 210, y, { width: 330 });
    doc.moveDown(0.3);
  };
  row('Receipt number', receipt.number);
  row('Date', dateText(issuedOn));
  row('Received from', receipt.clientName);
  row('For', `${SESSION_TYPE_LABELS[receipt.sessionType]} with ${receipt.nutritionistName}`);
  row('Appointment', `${reference}, ${dateText(receipt.appointmentDate)} ${receipt.appointmentTime}`);
  row('Payment method', PAYMENT_METHOD_LABELS[receipt.method]);
  if (receipt.paymentReference) row(receipt.method === 'upi' ? 'UPI reference (UTR)' : 'Reference', receipt.paymentReference);
  doc.moveDown(0.8);

  if (receipt.gstRate > 0) {
    const split = gstSplit(receipt.amountPaise, receipt.gstRate);
    const half = receipt.gstRate / 2;
    row('Taxable value', money(split.taxablePaise));
    row(`CGST @ ${half}%`, money(split.cgstPaise));
    row(`SGST @ ${half}%`, money(split.sgstPaise));
  }
  doc.fontSize(12);
  row('Amount received', money(receipt.amountPaise));
  doc.fontSize(10);
  row('In words', amountInWords(receipt.amountPaise));
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#555').text('This is a computer-generated receipt and needs no signature.', 56);
  doc.end();
  return done;
}
