import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  WIDTHS,
  checkScreen,
  expectAccessible,
  launchBrowser,
  openPage,
  withPageErrors,
} from './browser';
import { corpusDocx } from './corpus';

/**
 * The corpus contract whose preview has the longest summary (690 characters when this was
 * written; the test checks it stays long): the hardest preview to keep clear of the button.
 */
const LONGEST_SUMMARY = 'prestacao-servicos-redacao.txt';

/** A phone, a tablet held upright and a laptop, each with its usual screen height. */
const SCREENS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
] as const;

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * What the floating button must never cover, each brought into view the way the browser does it
 * (from the top of the page, `scrollIntoView` "nearest", or by keyboard focus): every row's score
 * and arrow and the last characters of the summary. Returns the ones found under the button's
 * bar, with where they ended up.
 */
async function coveredTargets(page: Page, how: 'scroll' | 'focus'): Promise<string[]> {
  return page.evaluate((mode) => {
    const bar = document.querySelector('[data-floating-bar]')!;
    const overlaps = (a: Box, b: Box) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const summary = Array.from(document.querySelectorAll('main h2')).find(
      (heading) => heading.textContent === 'Resumo da nota:',
    )!.nextElementSibling!;
    const rows = Array.from(document.querySelectorAll('main ol > li'));
    const targets: { name: string; element: Element; box: () => Box }[] = [
      {
        name: 'end of the summary',
        element: summary,
        box: () => {
          const text = summary.lastChild!;
          const range = document.createRange();
          range.setStart(text, Math.max(0, (text.textContent ?? '').length - 12));
          range.setEnd(text, (text.textContent ?? '').length);
          return range.getBoundingClientRect();
        },
      },
      ...rows.flatMap((row) => {
        const title = row.querySelector('h3')!.textContent;
        const badge = row.children[1]!;
        const arrow = row.querySelector('button[aria-label^="Ver detalhes"]')!;
        return [
          { name: `score of ${title}`, element: badge, box: () => badge.getBoundingClientRect() },
          { name: `arrow of ${title}`, element: arrow, box: () => arrow.getBoundingClientRect() },
        ];
      }),
    ];
    const covered: string[] = [];
    for (const target of targets) {
      window.scrollTo(0, 0);
      if (mode === 'focus' && target.element instanceof HTMLButtonElement) target.element.focus();
      else if (mode === 'focus') continue;
      else target.element.scrollIntoView({ block: 'nearest' });
      const box = target.box();
      const own = bar.getBoundingClientRect();
      const isOnScreen = box.top >= 0 && box.bottom <= window.innerHeight;
      if (!isOnScreen || overlaps(box, own)) {
        covered.push(`${target.name} at ${Math.round(box.top)}–${Math.round(box.bottom)} px`);
      }
    }
    return covered;
  }, how);
}

/** Elements under the bar once the page is scrolled to its end, where it rests in its own space. */
async function coveredAtTheEnd(page: Page): Promise<(string | null)[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const own = document.querySelector('[data-floating-bar]')!.getBoundingClientRect();
    return Array.from(
      document.querySelectorAll('main li, main a, main button, main p, main h2, footer a'),
    )
      .filter((element) => !element.closest('[data-floating-bar]'))
      .filter((element) => {
        const other = element.getBoundingClientRect();
        return (
          other.left < own.right &&
          own.left < other.right &&
          other.top < own.bottom &&
          own.top < other.bottom
        );
      })
      .map((element) => element.textContent);
  });
}

describe('the floating "Complete seu cadastro" button', () => {
  it('covers no score, arrow or summary end at 360, 768 and 1280 px, with the longest summary', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.desktop);
    await withPageErrors(page, async () => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByLabel('Arquivo do contrato').setInputFiles(await corpusDocx(LONGEST_SUMMARY));
      await page.waitForURL('**/contract-analysis/preview');
      await page.getByRole('heading', { name: 'Resultado da Análise' }).waitFor();
      const summary = await page.getByText('Resumo da nota:').locator('+ p').textContent();
      expect(summary!.length, 'the longest summary of the corpus').toBeGreaterThan(500);
      const fab = page.getByRole('button', { name: 'Complete seu cadastro' });

      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await fab.waitFor();
        const at = `${screen.width} px`;
        expect(await coveredTargets(page, 'scroll'), `brought into view at ${at}`).toEqual([]);
        expect(await coveredTargets(page, 'focus'), `focused at ${at}`).toEqual([]);
        expect(await coveredAtTheEnd(page), `at the end of the page at ${at}`).toEqual([]);
        if (screen.width === WIDTHS.phone || screen.width === WIDTHS.desktop) {
          await checkScreen(page, 'floating-button-end', screen.width);
        } else {
          await expectAccessible(page, `preview at ${at}`);
        }
      }

      // The bar is a real button: it opens the registration.
      await fab.click();
      await page.getByRole('dialog', { name: 'Complete seu cadastro' }).waitFor();
    });
    await page.context().close();
  });
});
