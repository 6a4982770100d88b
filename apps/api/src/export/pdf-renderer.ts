import Handlebars from 'handlebars';
import { launch, type Browser, type HTTPRequest } from 'puppeteer-core';
import type { QuoteDocument } from './quote-document.js';
import { QUOTE_FOOTER_TEMPLATE, QUOTE_TEMPLATE } from './templates/quote.template.js';

export interface PdfRendererOptions {
  /** Chromium to run; else `PUPPETEER_EXECUTABLE_PATH`, else `/usr/bin/chromium`. */
  executablePath?: string;
  /** Renders running at once; further renders wait for a free slot. Default 4. */
  maxConcurrentRenders?: number;
  /** Time limit in ms for launching, loading the HTML and printing, each. Default 30 s. */
  timeoutMs?: number;
  /** Environment of the browser process (e.g. another HOME). Default: this process's. */
  env?: Record<string, string | undefined>;
}

// A private Handlebars environment: helpers registered elsewhere cannot reach these templates.
const handlebars = Handlebars.create();
const quotePage = handlebars.compile<QuoteDocument>(QUOTE_TEMPLATE, { strict: true });
const quoteFooter = handlebars.compile<{ provider: string; title: string; projectId: string; pageText: string }>(QUOTE_FOOTER_TEMPLATE, { strict: true });

/** The quote as a self-contained HTML page (no scripts, no external resources). */
export function quoteHtml(doc: QuoteDocument): string {
  return quotePage(doc);
}

function footerHtml(doc: QuoteDocument): string {
  const pageText = handlebars.Utils.escapeExpression(doc.pageLabel)
    .replace('{page}', '<span class="pageNumber"></span>')
    .replace('{pages}', '<span class="totalPages"></span>');
  return quoteFooter({ provider: doc.provider, title: doc.title, projectId: doc.projectId, pageText });
}

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CLOSE_GRACE_MS = 5000;

/**
 * Prints quote documents to A4 PDFs in one headless Chromium, launched on the first render and
 * kept warm; a browser that crashed or was killed is replaced on the next render. Each render
 * has its own page, closed afterwards. Call `close()` on shutdown (Nest calls `onModuleDestroy`).
 * @example
 * const renderer = new PdfRenderer();
 * const pdf = await renderer.render(quoteDocument(source));
 * await renderer.close();
 */
export class PdfRenderer {
  private readonly executablePath: string;
  private readonly maxConcurrentRenders: number;
  private readonly timeoutMs: number;
  private readonly env: Record<string, string | undefined> | undefined;
  private current: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private launchCount = 0;
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(options: PdfRendererOptions = {}) {
    this.executablePath = options.executablePath ?? process.env['PUPPETEER_EXECUTABLE_PATH'] ?? '/usr/bin/chromium';
    this.maxConcurrentRenders = Math.max(1, options.maxConcurrentRenders ?? 4);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.env = options.env;
  }

  /** How many browsers this renderer has launched: 1 while the warm browser lives. */
  get launches(): number {
    return this.launchCount;
  }

  /** The process id of the running browser, if any. */
  get browserProcessId(): number | null {
    return this.current?.process()?.pid ?? null;
  }

  async render(doc: QuoteDocument): Promise<Buffer> {
    const html = quoteHtml(doc);
    const footer = footerHtml(doc);
    await this.acquire();
    try {
      const browser = await this.browser();
      try {
        return await this.print(browser, html, footer);
      } catch (error) {
        // The browser died under this render (crash, kill, OOM): once more on a fresh one.
        if (browser.connected) throw error;
        this.forget(browser);
        return await this.print(await this.browser(), html, footer);
      }
    } finally {
      this.release();
    }
  }

  /** Shuts the browser down; a later render launches a new one. */
  async close(): Promise<void> {
    const browser = this.current ?? (await this.launching?.catch(() => null)) ?? null;
    this.current = null;
    if (!browser) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), CLOSE_GRACE_MS); });
    const outcome = await Promise.race([browser.close().then(() => 'closed' as const, () => 'failed' as const), timedOut]);
    clearTimeout(timer);
    if (outcome !== 'closed') browser.process()?.kill('SIGKILL');
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  private async print(browser: Browser, html: string, footerTemplate: string): Promise<Buffer> {
    const page = await browser.newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', blockNetwork);
      await page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate,
        margin: { top: '16mm', right: '16mm', bottom: '20mm', left: '16mm' },
        timeout: this.timeoutMs,
      });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  private browser(): Promise<Browser> {
    if (this.current?.connected) return Promise.resolve(this.current);
    this.launching ??= this.launch().finally(() => { this.launching = null; });
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    this.launchCount++;
    const browser = await launch({
      executablePath: this.executablePath,
      headless: true,
      pipe: true,
      args: BROWSER_ARGS,
      timeout: this.timeoutMs,
      // The application owns its signals (Nest's shutdown hooks call close()).
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      ...(this.env ? { env: this.env } : {}),
    });
    browser.once('disconnected', () => this.forget(browser));
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

/** The page needs nothing from any network: only the document itself (about:) and inline data: URLs load. */
function blockNetwork(request: HTTPRequest): void {
  const url = request.url();
  const allowed = url.startsWith('data:') || url.startsWith('about:');
  (allowed ? request.continue() : request.abort('blockedbyclient')).catch(() => undefined);
}
