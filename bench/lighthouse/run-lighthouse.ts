import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** The browser: Debian's Chromium unless CHROME_PATH names another. */
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The theme the page reads before its first paint (apps/web/public/theme.js). */
const THEME_STORAGE_KEY = 'postcraft.theme';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Milliseconds, except CLS (unitless). */
  lcp: number | null;
  fcp: number | null;
  tbt: number | null;
  cls: number | null;
  /** Bytes of JavaScript loaded and not run, as the unused-javascript audit counts them. */
  unusedJsBytes: number | null;
  /** Audits of the run's categories that did not pass (score under 0.9). */
  failing: string[];
  /** The whole report (JSON), for a closer look at a failing audit. */
  reportJson?: string;
}

/**
 * One Chromium for all runs: headless, without the sandbox when run as root (as CI is), and
 * with no background traffic (chrome-launcher's defaults turn off component updates, sync,
 * translate and the like), so nothing reaches out: the machine has no network.
 */
export async function launchBrowser() {
  const flags = ['--headless=new', '--disable-gpu', '--no-first-run'];
  if (process.getuid?.() === 0) flags.push('--no-sandbox');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: flags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    port: chrome.port,
    browser,
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/**
 * Runs Lighthouse once on `url` with its mobile preset (the default: a mid-range phone on a slow
 * 4G, simulated) or its desktop preset. `dark` opens the page in dark mode first (the theme is
 * kept in localStorage, so storage is not reset) and audits accessibility only.
 */
export async function runLighthouse(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  preset: Preset,
  { dark = false }: { dark?: boolean } = {},
): Promise<LighthouseFigures> {
  const flags: Flags = {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: dark ? ['accessibility'] : ['performance', 'accessibility', 'best-practices'],
    // Everything the report needs is local: no plugin, no third-party lookup, no upload.
    ...(dark ? { disableStorageReset: true } : {}),
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const page = await browser.browser.newPage();
  try {
    // The theme is set on every run: a dark run's choice must not leak into the next light one.
    await page.goto(url);
    await page.evaluate(
      (key, theme) => localStorage.setItem(key, theme),
      THEME_STORAGE_KEY,
      dark ? 'dark' : 'light',
    );
    const result = await lighthouse(url, flags, config, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const auditIds = new Set(
      Object.values(lhr.categories).flatMap((category) => category.auditRefs.map((ref) => ref.id)),
    );
    const failing = [...auditIds].filter((id) => {
      const audit = lhr.audits[id];
      return (
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)
      );
    });
    const unusedJs = lhr.audits['unused-javascript']?.details as
      { overallSavingsBytes?: number } | undefined;
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      lcp: numeric('largest-contentful-paint'),
      fcp: numeric('first-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      unusedJsBytes: dark ? null : (unusedJs?.overallSavingsBytes ?? 0),
      failing: failing.sort(),
      reportJson: typeof result.report === 'string' ? result.report : undefined,
    };
  } finally {
    await page.close();
  }
}
