import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHECKED_ROUTES, type Visitor } from '../support/a11y-routes';
import { baseUrl, launchBrowser } from '../support/browser';
import { signIn } from '../support/flows';
import { type Seeded, seedClinic } from '../support/seed';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the standard docs/accessibility.md names. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 390] as const;
const VISITORS: readonly Visitor[] = ['guest', 'client', 'nutritionist', 'admin'];
const LANGUAGES = ['en', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * Latin-letter words a Hindi page may show besides data: brand and product names, units, the
 * English option of the language menu (each language is named in itself) and the clinic's own
 * words from its settings. Anything else in Latin letters on a Hindi page is an untranslated text.
 */
const LATIN_ALLOWED = new Set(['english', 'upi', 'bhim', 'gpay', 'phonepe', 'paytm', 'whatsapp', 'google', 'zoom', 'meet', 'jitsi', 'ics', 'kg', 'cm', 'm', 'utr', 'ifsc', 'pdf', 'csv', 'api', 'url', 'ist', 'am', 'pm']);

interface Finding {
  visitor: Visitor;
  language: Language;
  route: string;
  width: number;
  state: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

const stats = { checks: 0, routes: 0, started: Date.now(), byVisitor: {} as Record<string, number> };
const allFindings: Finding[] = [];

/** The screen is drawn: its heading is there and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('main .ant-spin-spinning, main .ant-skeleton-active, main [data-testid="home-loading"], main .ant-table-placeholder .ant-spin'), undefined, { timeout: 15_000 });
  // Let media-query hooks and charts finish their layout.
  await page.waitForTimeout(150);
  await motionDone(page);
}

/**
 * No finite animation or transition is running: a dialog that opens with the page fades in, and
 * axe measuring its text half-faded reports a contrast the finished dialog does not have (seen on a
 * loaded machine: 4.02:1 on the reschedule dialog). Spinners run forever and are left out.
 */
async function motionDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

async function audit(page: Page, where: Omit<Finding, 'rule' | 'impact' | 'targets' | 'summary'>, findings: Finding[], data: ReadonlySet<string>): Promise<void> {
  const before = findings.length;
  await auditInto(page, where, findings);
  // Notifications keep the language they were written in, and the seed wrote them before Hindi was chosen.
  if (where.language === 'hi' && where.state !== 'notifications') await findEnglish(page, where, findings, data);
  allFindings.push(...findings.slice(before));
}

/**
 * The visible text of a Hindi page, word by word: a word in Latin letters that is not data (a
 * seeded name, phone, email, reference) or an allowed name is a text left in English.
 */
async function findEnglish(page: Page, where: Omit<Finding, 'rule' | 'impact' | 'targets' | 'summary'>, findings: Finding[], data: ReadonlySet<string>): Promise<void> {
  // Visible text only, leaving out what people type as it is (code: a header name, a setting).
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('code, kbd, pre, script, style, [translate="no"]') || !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  const english = new Set<string>();
  for (const token of text.split(/\s+/)) {
    // References, amounts, times and addresses carry digits or @; identifiers people type or read as
    // they are (Asia/Kolkata, BACKUP_KEY, appointments:read, appointment.booked) join words with / _ : or a dot.
    if (/[\d@/_]|[A-Za-z][.:][A-Za-z]/.test(token)) continue;
    for (const word of token.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) {
      const lower = word.toLowerCase();
      if (!LATIN_ALLOWED.has(lower) && !data.has(lower)) english.add(word);
    }
  }
  if (english.size > 0) findings.push({ ...where, rule: 'english-on-hindi-page', impact: 'serious', targets: [], summary: [...english].slice(0, 20).join(', ') });
}

/**
 * Every Latin word of the data the pages show: what the seed wrote (its records, plan titles,
 * messages, the clinic's name), every account's name, email and address, every plan, and the seeded
 * accounts' conversations, since other specs add people, plans and messages too.
 */
async function dataWords(seeded: Seeded): Promise<Set<string>> {
  const words = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') for (const word of value.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) words.add(word.toLowerCase());
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const { api: _api, ...records } = seeded.admin;
  walk([records, seeded.nutritionist.name, seeded.client.name]);
  // The seed's own texts (plan titles, meals, messages, the clinic's settings), as the pages show them.
  const seedSource = readFileSync(path.resolve(__dirname, '../support/seed.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  walk((seedSource.match(/'[^'\n]*'/g) ?? []).map((literal) => literal.slice(1, -1)));
  for (let page = 1; page <= 50; page++) {
    const users = await seeded.admin.api.call<{ data: { name: string; email?: string; address?: string }[] }>('GET', `/api/users?page=${page}&limit=100`);
    walk(users.data.map(({ name, email, address }) => [name, email, address]));
    if (users.data.length < 100) break;
  }
  // The admin's plan list shows every client's plans, titled by whoever wrote them: other specs
  // write some ("Weeks 1–4: gentle start"), and whether they come first depends on the order the
  // specs run in.
  for (let page = 1; page <= 50; page++) {
    const plans = await seeded.admin.api.call<{ data: unknown[] }>('GET', `/api/nutritionPlans?page=${page}&limit=100`);
    walk(plans.data);
    if (plans.data.length < 100) break;
  }
  // The food table's names (IFCT 2017's English and local names) are data, as the foods screen shows them.
  for (let page = 1; page <= 20; page++) {
    const foods = await seeded.admin.api.call<{ data: unknown[] }>('GET', `/api/foods?page=${page}&limit=50`);
    walk(foods.data);
    if (foods.data.length < 50) break;
  }
  // Conversation lists show each conversation's last message, which other specs write to the shared
  // admin's conversations ("Got it, thanks."): data, in whatever language its author wrote.
  for (const account of [seeded.admin, seeded.nutritionist, seeded.client]) {
    for (let page = 1; page <= 20; page++) {
      const conversations = await account.api.call<{ data: unknown[] }>('GET', `/api/messages/conversations?page=${page}&limit=100`);
      walk(conversations.data);
      if (conversations.data.length < 100) break;
    }
  }
  return words;
}

async function auditInto(page: Page, where: Omit<Finding, 'rule' | 'impact' | 'targets' | 'summary'>, findings: Finding[]): Promise<void> {
  // Legacy mode runs in the page itself (no iframes here), without the blank page the default mode opens per run.
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  for (const v of result.violations) {
    findings.push({
      ...where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? v.help,
    });
  }
  if (where.width < 640) {
    // Reflow (1.4.10): at a phone's width the page scrolls only vertically.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) findings.push({ ...where, rule: 'reflow', impact: 'serious', targets: ['html'], summary: `the page is ${overflow}px wider than the viewport` });
  }
}


describe('accessibility: WCAG 2.2 AA on every route, role and width', () => {
  let browser: Browser;
  let seeded: Seeded;
  beforeAll(async () => {
    browser = await launchBrowser();
    seeded = await seedClinic();
  }, 60_000);
  afterAll(async () => {
    await browser.close();
    const report = { ...stats, seconds: Math.round((Date.now() - stats.started) / 1000), findings: allFindings };
    const dir = path.resolve(__dirname, '../../tmp');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'accessibility-report.json'), JSON.stringify(report, null, 2));
  });

  const runs = VISITORS.flatMap((visitor) => LANGUAGES.map((language) => [visitor, language] as const));
  it.each(runs)('%s in %s: no violations', async (visitor, language) => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: WIDTHS[0], height: 860 } });
    // Hindi chosen as a visitor chooses it before signing in: the language cookie.
    if (language === 'hi') await context.addCookies([{ name: 'lang', value: 'hi', url: baseUrl() }]);
    const data = language === 'hi' ? await dataWords(seeded) : new Set<string>();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    if (visitor !== 'guest') {
      const account = seeded[visitor];
      // Signed in, the account's language wins: set it as the person would, and put it back after,
      // for the specs that sign in as the same admin.
      await account.api.call('PUT', '/api/users/profile', { language });
      await signIn(page, account.phone, account.password);
    }
    const findings: Finding[] = [];
    for (const route of CHECKED_ROUTES.filter((r) => r.who.includes(visitor))) {
      const url = route.path(seeded);
      try {
        await page.setViewportSize({ width: WIDTHS[0], height: 860 });
        await page.goto(url);
        await settled(page);
        await route.ready?.(page);
        await motionDone(page);
        stats.routes += 1;
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 860 });
          await page.waitForTimeout(100);
          await motionDone(page);
          await audit(page, { visitor, language, route: url, width, state: 'page' }, findings, data);
          stats.checks += 1;
        }
        if (route.open?.who.includes(visitor)) {
          await route.open.action(page);
          await page.waitForTimeout(300);
          await motionDone(page);
          await audit(page, { visitor, language, route: url, width: WIDTHS[WIDTHS.length - 1], state: route.open.name }, findings, data);
          stats.checks += 1;
          await page.keyboard.press('Escape');
        }
      } catch (error) {
        // A screen that does not draw is a finding too; the other routes are still checked.
        const finding: Finding = { visitor, language, route: url, width: 0, state: 'load', rule: 'not-rendered', impact: 'critical', targets: [], summary: String(error).split('\n')[0] };
        findings.push(finding);
        allFindings.push(finding);
      }
    }
    await context.close();
    if (visitor !== 'guest') await seeded[visitor].api.call('PUT', '/api/users/profile', { language: 'en' });
    stats.byVisitor[`${visitor} ${language}`] = findings.length;
    expect(findings.map((f) => `${f.route} @${f.width}px ${f.state}: ${f.rule} (${f.impact}) ${f.targets.slice(0, 3).join(' | ')}: ${f.summary}`)).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);
});
