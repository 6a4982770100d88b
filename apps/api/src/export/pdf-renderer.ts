import { Logger } from '@nestjs/common';
import Handlebars from 'handlebars';
import { launch, type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { ApiError, ErrorCode, reason } from '../common/api-error.js';
import { browserLaunches, pdfRenderDuration, pdfRenders } from '../metrics/instance-metrics.js';
import { CHROMIUM_INSTALL_HINT, isExecutable } from './chromium.js';
import type { QuoteDocument } from './quote-document.js';
import { QUOTE_TEMPLATE } from './templates/quote.template.js';

export interface PdfRendererOptions {
  /** Chromium to run (`findChromium`); undefined: none was found, and every render answers 503. */
  executablePath: string | undefined;
  /** Renders running at once; further renders wait for a free slot. Default 4. */
  maxConcurrentRenders?: number;
  /** Time limit in ms for launching, loading the HTML and printing, each. Default 30 s. */
  timeoutMs?: number;
  /** Environment of the browser process (e.g. another HOME). Default: this process's. */
  env?: Record<string, string | undefined>;
}

// A private Handlebars environment: helpers registered elsewhere cannot reach these templates.
const handlebars = Handlebars.create();
const quotePage = handlebars.compile<QuoteDocument & { footer: { left: string; right: string } }>(QUOTE_TEMPLATE, { strict: true });

/** The quote as a self-contained HTML page (no scripts, no external resources). */
export function quoteHtml(doc: QuoteDocument): string {
  const footer = {
    left: cssString(`${doc.provider} · ${doc.title} ${doc.projectId}`),
    // 'Seite {page} von {pages}' -> "Seite " counter(page) " von " counter(pages)
    right: doc.pageLabel
      .split(/(\{pages?\})/)
      .filter((part) => part !== '')
      .map((part) => (part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part)))
      .join(' '),
  };
  return quotePage({ ...doc, footer });
}

/** A CSS string literal that cannot end the string or the style element. */
function cssString(text: string): string {
  return `"${text
    .replace(/[\\"]/g, '\\$&')
    .replace(/[\r\n\f]/g, ' ')
    .replace(/</g, '\\3C ')}"`;
}

/** The PDF's Creator: Chromium writes its user agent there (the pages load nothing, so nothing else sees it). */
export const PDF_CREATOR = 'DH Lift Ventilation planner';
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--user-agent=${PDF_CREATOR}`];
const CLOSE_GRACE_MS = 5000;

/**
 * Prints quote documents to A4 PDFs in one headless Chromium, launched on the first render and
 * kept warm; a browser that crashed or was killed is replaced on the next render. Each render
 * has its own new page (the next one is opened ahead while a render finishes), closed afterwards;
 * pages run no JavaScript and load nothing but data: URLs. Call `close()` on shutdown (Nest
 * calls `onModuleDestroy`).
 * @example
 * const renderer = new PdfRenderer();
 * const pdf = await renderer.render(quoteDocument(source));
 * await renderer.close();
 */
export class PdfRenderer {
  private readonly logger = new Logger('PdfRenderer');
  private readonly executablePath: string | undefined;
  private readonly maxConcurrentRenders: number;
  private readonly timeoutMs: number;
  private readonly env: Record<string, string | undefined> | undefined;
  private current: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  /** A blank page prepared after a render, so the next one skips opening a tab (about 50 ms). */
  private spare: { browser: Browser; page: Promise<Page> } | null = null;
  /** Set by close(): no browser is launched any more, renders are refused. */
  private closed = false;
  private launchCount = 0;
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(options: PdfRendererOptions) {
    this.executablePath = options.executablePath;
    this.maxConcurrentRenders = Math.max(1, options.maxConcurrentRenders ?? 4);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.env = options.env;
  }

  /**
   * Whether quotes can be printed: a browser runs, or one is there to launch. `GET /api/health`
   * reports it, and the start log says it once.
   */
  get engine(): { state: 'available' | 'unavailable'; executablePath: string | null; problem: string | null } {
    const executablePath = this.executablePath ?? null;
    if (this.current?.connected) return { state: 'available', executablePath, problem: null };
    if (!this.executablePath) return { state: 'unavailable', executablePath, problem: `No Chromium found: ${CHROMIUM_INSTALL_HINT}` };
    if (!isExecutable(this.executablePath))
      return { state: 'unavailable', executablePath, problem: `No Chromium at ${this.executablePath}: ${CHROMIUM_INSTALL_HINT}` };
    return { state: 'available', executablePath, problem: null };
  }

  /** How many browsers this renderer has launched: 1 while the warm browser lives. */
  get launches(): number {
    return this.launchCount;
  }

  /** The process id of the running browser, if any. */
  get browserProcessId(): number | null {
    return this.current?.process()?.pid ?? null;
  }

  /**
   * Launches the browser ahead of the first render, which otherwise waits for it (seconds on a
   * busy machine). A browser that cannot start is left for that render to report.
   */
  async warm(): Promise<void> {
    await this.browser().catch(() => undefined);
  }

  async render(doc: QuoteDocument): Promise<Buffer> {
    const html = quoteHtml(doc);
    await this.acquire();
    const started = performance.now();
    let outcome = 'failed';
    try {
      this.refuseWhenClosed();
      const browser = await this.browser();
      try {
        const pdf = await this.print(browser, html);
        outcome = 'printed';
        return pdf;
      } catch (error) {
        // The browser died under this render (crash, kill, OOM): once more on a fresh one.
        if (browser.connected || this.closed) throw error;
        this.forget(browser);
        const pdf = await this.print(await this.browser(), html);
        outcome = 'printed';
        return pdf;
      }
    } finally {
      const seconds = (performance.now() - started) / 1000;
      pdfRenders.inc({ outcome });
      pdfRenderDuration.observe(seconds);
      this.logger.log({ msg: `quote PDF ${outcome}`, outcome, durationMs: Math.round(seconds * 1000) });
      this.release();
    }
  }

  /** Shuts the browser down for good (application shutdown); renders still running fail. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.current ?? (await this.launching?.catch(() => null)) ?? null;
    this.current = null;
    this.spare = null;
    if (!browser) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), CLOSE_GRACE_MS);
    });
    const outcome = await Promise.race([
      browser.close().then(
        () => 'closed' as const,
        () => 'failed' as const,
      ),
      timedOut,
    ]);
    clearTimeout(timer);
    if (outcome !== 'closed') browser.process()?.kill('SIGKILL');
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  private async print(browser: Browser, html: string): Promise<Buffer> {
    const page = await this.takePage(browser);
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
      // A4 and the margins with their footer come from the page's @page rule.
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, timeout: this.timeoutMs });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      this.prepareSpare(browser);
      await page.close().catch(() => undefined);
    }
  }

  /** A new page for one render: the spare one if it belongs to this browser, else a fresh one. */
  private async takePage(browser: Browser): Promise<Page> {
    const spare = this.spare;
    this.spare = null;
    if (spare?.browser === browser) {
      const page = await spare.page.catch(() => null);
      if (page && !page.isClosed()) return page;
    }
    return await openPage(browser);
  }

  private prepareSpare(browser: Browser): void {
    if (this.spare || !browser.connected || this.current !== browser) return;
    const page = openPage(browser);
    page.catch(() => undefined);
    this.spare = { browser, page };
  }

  private refuseWhenClosed(): void {
    if (this.closed) throw new Error('The PDF renderer is closed');
  }

  private browser(): Promise<Browser> {
    this.refuseWhenClosed();
    if (this.current?.connected) return Promise.resolve(this.current);
    this.launching ??= this.launch().finally(() => {
      this.launching = null;
    });
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    this.launchCount++;
    const executablePath = this.executablePath;
    // No browser is a state of this machine, not a fault of the request or the code: 503, saying what to install.
    const unavailable = (problem: string) =>
      new ApiError(
        ErrorCode.ServiceUnavailable,
        'error.pdf.unavailable',
        [{ path: '/format', key: 'pdfUnavailable', message: problem }],
        reason('pdfUnavailable'),
      );
    if (!executablePath) throw unavailable(`No Chromium found: ${CHROMIUM_INSTALL_HINT}`);
    const browser = await launch({
      executablePath,
      headless: true,
      pipe: true,
      args: BROWSER_ARGS,
      timeout: this.timeoutMs,
      // A wedged browser fails a render after this long instead of puppeteer's default 3 minutes.
      protocolTimeout: this.timeoutMs,
      // The application owns its signals (Nest's shutdown hooks call close()).
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      ...(this.env ? { env: this.env } : {}),
    }).catch((error: Error) => {
      throw unavailable(`Chromium at ${executablePath} does not start (${error.message.split('\n')[0]}): ${CHROMIUM_INSTALL_HINT}`);
    });
    browser.once('disconnected', () => this.forget(browser));
    browserLaunches.inc();
    this.logger.log({ msg: 'Chromium launched', launch: this.launchCount, browserPid: browser.process()?.pid ?? null });
    this.current = browser;
    return browser;
  }

  private forget(browser: Browser): void {
    if (this.current === browser) this.current = null;
  }

  private async acquire(): Promise<void> {
    if (this.running < this.maxConcurrentRenders) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running--;
  }
}

/** A blank page that runs no scripts and loads nothing from any network. */
async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  try {
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', blockNetwork);
    return page;
  } catch (error) {
    await page.close().catch(() => undefined);
    throw error;
  }
}

/** The page needs nothing from any network: only the document itself (about:) and inline data: URLs load. */
function blockNetwork(request: HTTPRequest): void {
  const url = request.url();
  const allowed = url.startsWith('data:') || url.startsWith('about:');
  (allowed ? request.continue() : request.abort('blockedbyclient')).catch(() => undefined);
}
