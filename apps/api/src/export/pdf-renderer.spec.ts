/// <reference types="node" />
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { energyReportOf } from '@lsp/domain';
import { fromCents } from '@lsp/rule-engine';
import { quoteDocument } from './quote-document.js';
import { ApiError, ErrorCode } from '../common/api-error.js';
import { findChromium } from './chromium.js';
import { PDF_CREATOR, PdfRenderer, quoteHtml } from './pdf-renderer.js';
import { golden, normalizeSpaces, PUBLIC_BASE_URL, quoteSource, seedProducts, type GoldenFixture } from './quote-fixtures.spec.js';

const run = promisify(execFile);
let folder: string;
let env: Record<string, string | undefined>;
let renderer: PdfRenderer;
let pdfCount = 0;

/** The PDF's text as `pdftotext -layout` reads it, with spaces normalized. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(folder, `quote-${++pdfCount}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return normalizeSpaces(stdout);
}

function descriptionOf(productKey: string, lang: 'de' | 'en'): string {
  return seedProducts.find((p) => p.productKey === productKey)!.description[lang];
}

function assertListsLines(text: string, fixture: GoldenFixture, lang: 'de' | 'en'): void {
  for (const line of fixture.answer.costs!.lines) {
    // A non-standard component is known by its description; its generated key is not printed.
    if (line.category === 'NONSTANDARDCOMPONENTS') assert.ok(!text.includes(line.productKey), `no generated key ${line.productKey}`);
    else
      assert.ok(
        text.includes(line.productKey) && text.includes(descriptionOf(line.productKey, lang)),
        `key and description of ${line.productKey}`,
      );
  }
}

before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lsp-pdf-'));
  env = { ...process.env, HOME: folder };
  renderer = new PdfRenderer({ env, executablePath: findChromium(process.env) });
});

after(async () => {
  await renderer.close();
  await rm(folder, { recursive: true, force: true });
});

describe(PdfRenderer.name, () => {
  it('prints a German quote: project, products, total in euro, delivery, validity and terms', async () => {
    const fixture = golden('01');
    const pdf = await renderer.render(quoteDocument(quoteSource(fixture, 'de')));
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const text = await pdfText(pdf);
    assert.ok(text.includes('Kostenkalkulation'));
    assert.ok(text.includes('C20261120-3'));
    // The label "Schachthöhe (inkl. Kopf und Grube)" wraps in its column: the figure follows its first line.
    assert.match(text, /Schachthöhe \(inkl\.[^\n]{0,30}18\.000 mm/);
    assertListsLines(text, fixture, 'de');
    assert.match(text, /Gesamt \(netto\) 4\.097,08 €/);
    assert.match(text, /Inbetriebnahmekosten \(berechnet\) 222,50 €/);
    assert.ok(text.includes('Lieferzeit 15 Arbeitstage'));
    assert.ok(text.includes('Angebotsgültigkeit 6 Wochen, gültig bis 02.01.2027'));
    assert.ok(text.includes('Geschätzte Montagezeit 8,5 Stunden'));
    assert.ok(text.includes('Es gelten die Geschäftsbedingungen der DH Lift Ventilation GmbH:'));
    assert.ok(text.includes(`${PUBLIC_BASE_URL}/legal/terms-of-service-de.html`));
    assert.ok(text.includes('Alle Preise verstehen sich netto'), 'general remarks');
    assert.match(text, /Seite 1 von \d/);
    assert.ok(!text.includes('unvollständig'), 'a complete price is not called incomplete');
  });

  it('prints an English quote in Swiss francs with its non-standard components', async () => {
    const fixture = golden('11');
    const text = await pdfText(await renderer.render(quoteDocument(quoteSource(fixture, 'en'))));
    assert.ok(text.includes('Cost calculation'));
    assert.ok(text.includes('C20261120-3'));
    assertListsLines(text, fixture, 'en');
    assert.ok(text.includes('Sonderblende') && text.includes('Kernbohrung'), 'non-standard descriptions');
    assert.match(text, /Total \(net\) CHF 4,203\.21/);
    assert.ok(text.includes('The price quoted is incomplete: non-standard components are included at the prices entered'));
    assert.ok(text.includes('Delivery time 15 workdays'));
    assert.ok(text.includes('Offer validity 6 weeks, valid until 2 Jan 2027'));
    assert.ok(text.includes('The terms and conditions of DH Lift Ventilation GmbH apply:'));
    assert.match(text, /Page 1 of \d/);
  });

  it('prints an English quote in US dollars with flat-rate commissioning and an offer that never expires', async () => {
    const fixture = golden('12');
    const answer = { ...fixture.answer, costs: { ...fixture.answer.costs!, offerValidityWeeks: null } };
    const text = await pdfText(await renderer.render(quoteDocument({ ...quoteSource(fixture, 'en'), answer })));
    assertListsLines(text, fixture, 'en');
    assert.match(text, /Total \(net\) US\$5,971\.91/);
    assert.match(text, /Commissioning costs \(flat rate\) US\$421\.20/);
    assert.ok(text.includes('Offer validity never expires'));
  });

  it('prints a quote that is not ready: the project data and that the price is incomplete', async () => {
    for (const [lang, incomplete, shaftHeight] of [
      ['de', 'Der angegebene Preis ist unvollständig.', /Schachthöhe \(inkl\.[^\n]{0,30}18\.000 mm/],
      ['en', 'The price quoted is incomplete.', /Shaft height \(incl\.[^\n]{0,30}18,000 mm/],
    ] as const) {
      const text = await pdfText(await renderer.render(quoteDocument(quoteSource(golden('08'), lang))));
      assert.ok(text.includes('C20261120-3'));
      assert.ok(text.includes(incomplete));
      assert.match(text, shaftHeight);
      assert.ok(!/Gesamt \(netto\)|Total /.test(text), 'no totals without prices');
    }
  });

  it('prints the energy section: the figures of the answer it was printed from, how they are calculated, and the shaft drawing', async () => {
    for (const [lang, fixture, title, labels] of [
      ['de', '01', 'Energie: was die gesteuerte Klappe spart', ['Grundriss', 'Schnitt', 'Höhe 18.000 mm', 'So ist gerechnet']],
      ['en', '11', 'Energy: what the controlled flap saves', ['Plan', 'Section', 'Height 18,000 mm', 'How it is calculated']],
    ] as const) {
      const source = quoteSource(golden(fixture), lang);
      const doc = quoteDocument(source);
      const energy = doc.energy!;
      // The figures are energyReport's for this very answer: the payback divides its total.
      const report = energyReportOf(source.answer, {
        quotedTotal: fromCents(source.answer.costs!.categories.total),
        currency: source.currency,
        exchangeRates: source.exchangeRates,
        settings: source.energySettings,
      })!;
      assert.ok(report.paybackYears! > 0);
      const text = await pdfText(await renderer.render(doc));
      assert.ok(text.includes(title), `${lang}: ${title}`);
      for (const { label, value } of energy.figures)
        assert.ok(text.includes(normalizeSpaces(`${label} ${value}`)), `${lang}: ${label} ${value}`);
      assert.ok(
        energy.figures.some(({ value }) => value.includes(source.currency === 'CHF' ? 'CHF' : '€')),
        "in the quote's currency",
      );
      for (const label of labels) assert.ok(text.includes(label), `${lang}: ${label}`);
      const paybackLine = energy.explanation.find((sentence) => /÷/.test(sentence))!;
      assert.ok(
        paybackLine.includes(
          new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
            report.paybackYears!,
          ),
        ),
        paybackLine,
      );
      // Every sentence is printed whole (line breaks aside).
      const flat = text.replace(/\s+/g, ' ');
      for (const sentence of energy.explanation)
        assert.ok(flat.includes(normalizeSpaces(sentence).replace(/\s+/g, ' ')), `${lang}: ${sentence}`);
    }
  });

  it('has no energy section before the shaft is known', () => {
    const fixture = golden('08');
    const answer = { ...fixture.answer, derived: { ...fixture.answer.derived, totalLiftArea: null } };
    assert.equal(quoteDocument({ ...quoteSource(fixture, 'de'), answer }).energy, null);
  });

  it('keeps one warm browser for many renders, also at once', async () => {
    const own = new PdfRenderer({ env, executablePath: findChromium(process.env), maxConcurrentRenders: 2 });
    try {
      const doc = quoteDocument(quoteSource(golden('05'), 'de'));
      await own.render(doc);
      await own.render(doc);
      assert.equal(own.launches, 1);
      const pdfs = await Promise.all(Array.from({ length: 5 }, () => own.render(doc)));
      assert.equal(own.launches, 1);
      for (const pdf of pdfs) assert.ok((await pdfText(pdf)).includes('C20261120-3'));
    } finally {
      await own.close();
    }
  });

  it('replaces a browser that was killed', async () => {
    const own = new PdfRenderer({ env, executablePath: findChromium(process.env) });
    try {
      const doc = quoteDocument(quoteSource(golden('01'), 'en'));
      await own.render(doc);
      const pid = own.browserProcessId;
      assert.ok(pid);
      process.kill(pid, 'SIGKILL');
      const text = await pdfText(await own.render(doc));
      assert.ok(text.includes('C20261120-3'));
      assert.equal(own.launches, 2);
      assert.notEqual(own.browserProcessId, pid);
    } finally {
      await own.close();
    }
  });

  it('shuts down for good on close(): a render under way ends, later ones are refused, no browser is left', async () => {
    const own = new PdfRenderer({ env, executablePath: findChromium(process.env) });
    const doc = quoteDocument(quoteSource(golden('01'), 'en'));
    await own.render(doc);
    const pid = own.browserProcessId!;
    const interrupted = own.render(doc).then(
      () => 'printed',
      () => 'failed',
    );
    await own.close();
    assert.ok(['printed', 'failed'].includes(await interrupted));
    await assert.rejects(own.render(doc), /The PDF renderer is closed/);
    await own.close();
    assert.equal(own.launches, 1);
    assert.equal(own.browserProcessId, null);
    assert.throws(() => process.kill(pid, 0), { code: 'ESRCH' }, 'the browser process is gone');
  });

  it('fails a render with 503 naming the browser when Chromium cannot start, and tries again on the next', async () => {
    const broken = new PdfRenderer({ env, executablePath: path.join(folder, 'no-chromium-here') });
    const doc = quoteDocument(quoteSource(golden('01'), 'en'));
    const unavailable = (error: unknown) =>
      error instanceof ApiError &&
      error.code === ErrorCode.ServiceUnavailable &&
      /Chromium at .*no-chromium-here does not start.*apt-get install chromium/.test(error.details?.[0]?.message ?? '');
    await assert.rejects(broken.render(doc), unavailable);
    await assert.rejects(broken.render(doc), unavailable);
    assert.equal(broken.launches, 2);
    assert.equal(broken.engine.state, 'unavailable');
    await broken.close();
  });

  it('with no Chromium at all, answers 503 saying what to install, and reports the engine unavailable', async () => {
    const none = new PdfRenderer({ env, executablePath: undefined });
    assert.deepEqual(none.engine, {
      state: 'unavailable',
      executablePath: null,
      problem: "No Chromium found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome",
    });
    await assert.rejects(
      none.render(quoteDocument(quoteSource(golden('01'), 'en'))),
      (error: unknown) => error instanceof ApiError && error.code === ErrorCode.ServiceUnavailable,
    );
    await none.close();
  });

  it('escapes what users typed: a project name is text, never markup', () => {
    const source = quoteSource(golden('01'), 'en');
    const html = quoteHtml(
      quoteDocument({ ...source, project: { ...source.project, name: '<img src="https://evil.example/x.png"><script>alert(1)</script>' } }),
    );
    assert.ok(!html.includes('<script>') && !html.includes('<img'));
    assert.ok(html.includes('&lt;script&gt;'));
    assert.ok(!/\bsrc=|<link|@import|url\(/.test(html.replace(/&lt;img src=&quot;/g, '')), 'the page itself loads nothing');
    const footer = quoteHtml({ ...quoteDocument(source), projectId: 'C1" } </style><script>alert(1)</script>' });
    assert.equal(footer.split('</style>').length, 2, 'the page footer (a CSS string) cannot close the style element');
    assert.ok(footer.includes('content: "DH Lift Ventilation · Cost calculation C1\\" } \\3C /style>\\3C script>alert(1)\\3C /script>"'));
  });
});

describe("The quote PDF's document information", () => {
  it("names the product as its Creator, not the browser's user agent", async () => {
    const file = path.join(folder, 'creator.pdf');
    await writeFile(file, await renderer.render(quoteDocument(quoteSource(golden('01'), 'de'))));
    const { stdout } = await run('pdfinfo', [file]);
    assert.match(stdout, new RegExp(`^Creator:\\s+${PDF_CREATOR}$`, 'm'));
    assert.doesNotMatch(stdout, /HeadlessChrome|Mozilla/);
  });
});
