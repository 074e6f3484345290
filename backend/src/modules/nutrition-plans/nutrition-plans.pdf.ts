import { existsSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { type DayTotals, DEFAULT_LANGUAGE, type Language, MEAL_TIMES, type MealTime, type Nutrients } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { NutritionProfilesService } from '../nutrition-profiles/nutrition-profiles.service';
import { ClinicSettingsService } from '../settings/clinic-settings.service';
import { UserDirectory } from '../users/user-directory';
import { dayTotals } from './nutrition-plans.meals';
import { NutritionPlansService } from './nutrition-plans.service';
import { type StoredMeal, storedMealOf } from './schemas/nutrition-plan.schema';

/**
 * Fonts: pdfkit's built-in Helvetica has neither Devanagari nor "₹", and it does not fall back from
 * one font to another, so a line mixing Hindi and Latin is written in runs, each in a font that has
 * its letters. Noto Sans and Noto Sans Devanagari come with Debian's fonts-noto-core (installed by
 * .ci/run and in the image); PLAN_PDF_FONT_DIR points elsewhere. Without the Devanagari font the
 * page is written in English rather than in boxes.
 */
const FONT_DIR = process.env.PLAN_PDF_FONT_DIR ?? '/usr/share/fonts/truetype/noto';
const font = (file: string) => {
  const path = `${FONT_DIR}/${file}`;
  return existsSync(path) ? path : null;
};
const LATIN = { regular: font('NotoSans-Regular.ttf') ?? 'Helvetica', bold: font('NotoSans-Bold.ttf') ?? 'Helvetica-Bold' };
const DEVANAGARI_REGULAR = font('NotoSansDevanagari-Regular.ttf');
const DEVANAGARI = DEVANAGARI_REGULAR ? { regular: DEVANAGARI_REGULAR, bold: font('NotoSansDevanagari-Bold.ttf') ?? DEVANAGARI_REGULAR } : null;

/** The page's own words; the API's messages stay English (docs/decisions.md, "Languages"). */
const WORDS = {
  en: {
    heading: 'Nutrition plan',
    client: 'Client',
    dates: 'Dates',
    openEnded: 'open-ended',
    day: 'Day',
    everyDay: 'Every day',
    total: 'Day total',
    split: 'Protein / carbohydrate / fat',
    target: 'Target',
    more: (n: number) => `+${n} more`,
    meals: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as Record<MealTime, string>,
    kcal: 'kcal',
    units: { protein: 'protein', carbohydrate: 'carbs', fat: 'fat', fibre: 'fibre' },
  },
  hi: {
    heading: 'डाइट प्लान',
    client: 'क्लाइंट',
    dates: 'तारीखें',
    openEnded: 'कोई अंतिम तारीख नहीं',
    day: 'दिन',
    everyDay: 'हर दिन',
    total: 'दिन का कुल',
    split: 'प्रोटीन / कार्बोहाइड्रेट / वसा',
    target: 'लक्ष्य',
    more: (n: number) => `+${n} और`,
    meals: { breakfast: 'नाश्ता', lunch: 'दोपहर का खाना', dinner: 'रात का खाना', snack: 'स्नैक' } as Record<MealTime, string>,
    kcal: 'kcal',
    units: { protein: 'प्रोटीन', carbohydrate: 'कार्ब्स', fat: 'वसा', fibre: 'फ़ाइबर' },
  },
};

export interface PlanPdfInput {
  clinicName: string;
  title: string;
  description: string;
  clientName: string;
  startDate: string;
  endDate: string;
  meals: StoredMeal[];
  days: DayTotals[];
  target: Nutrients | null;
  language: Language;
}

const A4_HEIGHT = 841.89;
const MARGIN = 40;
const BOTTOM = A4_HEIGHT - MARGIN;

const dateText = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
};

const DEVANAGARI_RUN = /([\u0900-\u097F\u200C\u200D]+(?:[\s,.;:()/-]*[\u0900-\u097F\u200C\u200D]+)*)/;

/** The plan on one A4 page. What does not fit is counted ("+N more"), never spread to a second page. */
export function renderPlanPdf(input: PlanPdfInput): Promise<Buffer> {
  const language: Language = input.language === 'hi' && DEVANAGARI ? 'hi' : 'en';
  const w = WORDS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: true, info: { Title: input.title, Author: input.clinicName || 'Clinic' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const lineHeight = (size: number) => {
    const latin = doc.font(LATIN.regular).fontSize(size).currentLineHeight(true);
    return DEVANAGARI ? Math.max(latin, doc.font(DEVANAGARI.regular).fontSize(size).currentLineHeight(true)) : latin;
  };

  /**
   * One line at (x, y), cut to `width`, never wrapped. Runs in different fonts share one baseline
   * (each font's own top would set them at different heights). Returns the line's height.
   */
  const line = (text: string, size: number, weight: 'regular' | 'bold', x: number, y: number, width: number): number => {
    const height = lineHeight(size);
    const baseline = y + size * 1.1;
    const parts = text.split(DEVANAGARI_RUN).filter((p) => p !== '');
    parts.forEach((part, i) => {
      const devanagari = DEVANAGARI && /[\u0900-\u097F]/.test(part);
      doc.font(devanagari ? DEVANAGARI[weight] : LATIN[weight]).fontSize(size);
      const options = { continued: i < parts.length - 1, width, height, lineBreak: false, ellipsis: true, baseline: 'alphabetic' as const };
      if (i === 0) doc.text(part, x, baseline, options);
      else doc.text(part, options);
    });
    doc.y = y + height;
    return height;
  };

  const macros = (n: Nutrients) =>
    `${Math.round(n.energyKcal)} ${w.kcal} · ${w.units.protein} ${n.protein} g · ${w.units.carbohydrate} ${n.carbohydrate} g · ${w.units.fat} ${n.fat} g · ${w.units.fibre} ${n.fibre} g`;

  const fullWidth = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  const header = (text: string, size: number, weight: 'regular' | 'bold' = 'regular') => {
    y += line(text, size, weight, MARGIN, y, fullWidth);
  };
  header(input.clinicName || 'Clinic', 16, 'bold');
  header(`${w.heading}: ${input.title}`, 13, 'bold');
  header(`${w.client}: ${input.clientName}`, 9);
  header(`${w.dates}: ${dateText(input.startDate)} – ${input.endDate ? dateText(input.endDate) : w.openEnded}`, 9);
  if (input.target) header(`${w.target}: ${macros(input.target)}`, 9);
  if (input.description) header(input.description.replace(/\s+/g, ' '), 8);
  y += 8;

  // The days' lines in order; they are set in one column or two, in the largest font that fits.
  const body: { text: string; size: number; weight: 'regular' | 'bold'; indent: number }[] = [];
  const single = input.days.length === 1;
  for (const day of input.days) {
    body.push({ text: single ? w.everyDay : `${w.day} ${day.day}`, size: 11, weight: 'bold', indent: 0 });
    const meals = input.meals.filter((m) => m.day === day.day).sort((a, b) => MEAL_TIMES.indexOf(a.mealTime) - MEAL_TIMES.indexOf(b.mealTime));
    for (const meal of meals) {
      body.push({ text: `${w.meals[meal.mealTime]} — ${meal.description} (${meal.calories} ${w.kcal})`, size: 9, weight: 'bold', indent: 8 });
      for (const item of meal.items) {
        const hindi = language === 'hi' && item.hindiName && item.hindiName.toLowerCase() !== item.name.toLowerCase();
        const name = hindi ? `${item.hindiName} (${item.name})` : item.name;
        const amount = item.measure ? `${item.measure.count} ${item.measure.name} (${item.grams} g)` : `${item.grams} g`;
        body.push({ text: `${name}: ${amount} — ${Math.round(item.nutrients.energyKcal)} ${w.kcal}`, size: 8, weight: 'regular', indent: 18 });
      }
    }
    body.push({ text: `${w.total}: ${macros(day.nutrients)}`, size: 9, weight: 'regular', indent: 8 });
    body.push({ text: `${w.split}: ${day.split.protein}% / ${day.split.carbohydrate}% / ${day.split.fat}%`, size: 9, weight: 'regular', indent: 8 });
  }

  const top = y;
  const room = BOTTOM - top;
  const heightAt = (scale: number) => body.reduce((sum, b) => sum + lineHeight(b.size * scale), 0);
  const GAP = 16;
  let columns = 1;
  let scale = 1;
  while (scale > 0.8 && heightAt(scale) > room) scale -= 0.05;
  if (heightAt(scale) > room) {
    columns = 2;
    scale = 1;
    while (scale > 0.7 && heightAt(scale) > 2 * room) scale -= 0.05;
  }
  const columnWidth = (fullWidth - (columns - 1) * GAP) / columns;
  const moreHeight = lineHeight(8);

  let column = 0;
  let written = 0;
  for (const b of body) {
    const h = lineHeight(b.size * scale);
    const last = column === columns - 1;
    // The last column keeps a line free for the count of what is left out.
    const reserve = last && written < body.length - 1 ? moreHeight : 0;
    if (y + h + reserve > BOTTOM) {
      if (last) break;
      column += 1;
      y = top;
    }
    y += line(b.text, b.size * scale, b.weight, MARGIN + column * (columnWidth + GAP) + b.indent, y, columnWidth - b.indent);
    written += 1;
  }
  if (written < body.length) line(w.more(body.length - written), 8, 'bold', MARGIN + column * (columnWidth + GAP), y, columnWidth);
  doc.end();
  return done;
}

/** A plan as its printable page: the caller must be able to read the plan. */
@Injectable()
export class PlanPdf {
  constructor(
    private readonly plans: NutritionPlansService,
    private readonly settings: ClinicSettingsService,
    private readonly profiles: NutritionProfilesService,
    private readonly directory: UserDirectory,
  ) {}

  /** `lang` when asked for, else the client's chosen language, else English. */
  async render(caller: SessionUser, id: string, lang: Language | undefined): Promise<{ pdf: Buffer; filename: string }> {
    const plan = await this.plans.readable(caller, id);
    const clientId = String(plan.client!._id);
    const [clinic, target, people] = await Promise.all([this.settings.get(), this.profiles.resolvedTarget(clientId), this.directory.lookup([clientId])]);
    const meals = plan.meals.map(storedMealOf);
    const pdf = await renderPlanPdf({
      clinicName: clinic.name,
      title: plan.title,
      description: plan.description ?? '',
      clientName: plan.client!.name ?? '',
      startDate: plan.startDate,
      endDate: plan.endDate ?? '',
      meals,
      days: dayTotals(meals),
      target,
      language: lang ?? people.get(clientId)?.language ?? DEFAULT_LANGUAGE,
    });
    return { pdf, filename: `plan-${plan.startDate}.pdf` };
  }
}
