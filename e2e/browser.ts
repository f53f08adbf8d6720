import { readFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Debian's Chromium; `.ci/run` installs it with apt-get. Never downloaded by a tool. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const ARTIFACTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

/** The two widths every screen is checked and photographed at: a small phone, a laptop. */
export const WIDTHS = { phone: 360, desktop: 1280 } as const;
export type Width = (typeof WIDTHS)[keyof typeof WIDTHS];

/** The screen height of each width (a 360 × 740 phone is a common small Android). */
export const HEIGHTS: Record<Width, number> = { 360: 740, 1280: 900 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh context (own cookies and local storage) at `width`; the phone has a touch screen. CSP
 * is bypassed only so axe-core can be injected; the app itself runs under the API's real CSP
 * headers otherwise.
 */
export async function openPage(browser: Browser, baseUrl: string, width: Width): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: HEIGHTS[width] },
    hasTouch: width === WIDTHS.phone,
    locale: 'pt-BR',
    bypassCSP: true,
    // No transitions: axe reads final colours, never a button halfway through a hover fade.
    reducedMotion: 'reduce',
  });
  // Each step waits for its condition (auto-waiting); on a busy machine a screen or an answer of
  // the API may take tens of seconds. The test's timeout bounds the whole journey.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  pageErrors.set(page, errors);
  return page;
}

/** Uncaught errors of each page, so a crashed app fails with its error, not with a timeout. */
const pageErrors = new WeakMap<Page, string[]>();

/**
 * Runs `steps`; if they fail, reports where the page was and what it said (its URL and alerts,
 * plus a screenshot e2e/artifacts/failure-<time>.png), and any uncaught error the app threw (the
 * real cause) instead of only the timeout it led to.
 */
export async function withPageErrors(page: Page, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    await page
      .screenshot({ path: path.join(ARTIFACTS_DIR, `failure-${Date.now()}.png`), fullPage: true })
      .catch(() => undefined);
    const errors = pageErrors.get(page) ?? [];
    const crash = errors.length > 0 ? `; the app crashed with: ${errors.join(' | ')}` : '';
    const where = `at ${page.url()}; alerts: ${JSON.stringify(alerts.filter(Boolean))}${crash}`;
    throw new Error(`${error instanceof Error ? error.message : String(error)} (${where})`, {
      cause: error,
    });
  }
}

/** Fails when the app threw an uncaught error on this page. */
export function expectNoPageErrors(page: Page): void {
  expect(pageErrors.get(page) ?? [], 'uncaught errors in the page').toEqual([]);
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core on the page (and any open dialog) and fails on any violation, whatever its impact. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  expect(violations, `axe on ${screen}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** Saves a full-page screenshot as e2e/artifacts/<name>-<width>.png. */
export async function saveScreenshot(page: Page, name: string, width: Width): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${width}.png`), fullPage: true });
}

/** Fails when the page is wider than the screen (a phone would scroll sideways). */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `${screen} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

/** Accessibility check, width check and screenshot of the screen as it is now. */
export async function checkScreen(page: Page, name: string, width: Width): Promise<void> {
  expectNoPageErrors(page);
  await expectAccessible(page, `${name} at ${width}px`);
  await expectNoSidewaysScroll(page, `${name} at ${width}px`);
  await saveScreenshot(page, name, width);
}

/** Where the fixtures rendered by the extraction helper live. */
export const FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/analyzer/test/fixtures',
);
