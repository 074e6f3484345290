import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
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

interface Finding {
  visitor: Visitor;
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
  await page.waitForFunction(() => !document.querySelector('main .ant-spin-spinning, main .ant-skeleton-active, main .ant-table-placeholder .ant-spin'), undefined, { timeout: 15_000 });
  // Let media-query hooks and charts finish their layout.
  await page.waitForTimeout(150);
}

async function audit(page: Page, where: Omit<Finding, 'rule' | 'impact' | 'targets' | 'summary'>, findings: Finding[]): Promise<void> {
  const before = findings.length;
  await auditInto(page, where, findings);
  allFindings.push(...findings.slice(before));
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

  it.each(VISITORS)('%s: no violations', async (visitor) => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: WIDTHS[0], height: 860 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    if (visitor !== 'guest') {
      const account = seeded[visitor];
      await signIn(page, account.phone, account.password);
    }
    const findings: Finding[] = [];
    for (const route of CHECKED_ROUTES.filter((r) => r.who.includes(visitor))) {
      const url = route.path(seeded);
      try {
        await page.setViewportSize({ width: WIDTHS[0], height: 860 });
        await page.goto(url);
        await settled(page);
        stats.routes += 1;
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 860 });
          await page.waitForTimeout(100);
          await audit(page, { visitor, route: url, width, state: 'page' }, findings);
          stats.checks += 1;
        }
        if (route.open?.who.includes(visitor)) {
          await route.open.action(page);
          await page.waitForTimeout(300);
          await audit(page, { visitor, route: url, width: WIDTHS[WIDTHS.length - 1], state: route.open.name }, findings);
          stats.checks += 1;
          await page.keyboard.press('Escape');
        }
      } catch (error) {
        // A screen that does not draw is a finding too; the other routes are still checked.
        const finding: Finding = { visitor, route: url, width: 0, state: 'load', rule: 'not-rendered', impact: 'critical', targets: [], summary: String(error).split('\n')[0] };
        findings.push(finding);
        allFindings.push(finding);
      }
    }
    await context.close();
    stats.byVisitor[visitor] = findings.length;
    expect(findings.map((f) => `${f.route} @${f.width}px ${f.state}: ${f.rule} (${f.impact}) ${f.targets.slice(0, 3).join(' | ')}: ${f.summary}`)).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);
});
