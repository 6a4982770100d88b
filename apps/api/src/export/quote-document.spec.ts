/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COST_CATEGORY_NAMES, type CalculationAnswer } from '@lsp/contracts';
import { quoteDocument, type QuoteDocument } from './quote-document.js';
import { golden, goldenFixtures, normalizeSpaces, PUBLIC_BASE_URL, quoteSource, seedProducts } from './quote-fixtures.spec.js';

const field = (doc: QuoteDocument, label: string) => doc.projectData.find((f) => f.label === label)?.value;
const condition = (doc: QuoteDocument, label: string) => doc.conditions.find((f) => f.label === label)?.value;
const total = (doc: QuoteDocument, category: string) => normalizeSpaces(doc.totals.find((t) => t.category === category)?.text ?? '');
const withCosts = (answer: CalculationAnswer, costs: Partial<NonNullable<CalculationAnswer['costs']>>): CalculationAnswer => ({
  ...answer,
  costs: { ...answer.costs!, ...costs },
});

describe(quoteDocument.name, () => {
  it('writes the project and shaft data in German, with German numbers', () => {
    const doc = quoteDocument(quoteSource(golden('01'), 'de'));
    assert.equal(doc.title, 'Kostenkalkulation');
    assert.equal(field(doc, 'Projektnummer'), 'C20261120-3');
    assert.equal(field(doc, 'Unternehmen'), 'Aufzugbau Süd GmbH');
    assert.equal(field(doc, 'Erstellt am'), '20.11.2026');
    assert.equal(field(doc, 'Projektstatus'), 'Übermittelt');
    assert.equal(field(doc, 'Angebotsnummer'), 'A-2026-0815');
    assert.equal(field(doc, 'Auftragsnummer'), undefined, 'no order number yet: no row');
    assert.equal(field(doc, 'Land'), 'Deutschland');
    assert.equal(field(doc, 'Projektart'), 'Neubau');
    assert.equal(field(doc, 'Schachthöhe (inkl. Kopf und Grube)'), '18.000 mm');
    assert.equal(field(doc, 'Schachtbreite'), '1.600 mm');
    assert.equal(field(doc, 'Erforderliche Lüftungsfläche'), '104.000 mm² (2,5 % der Schachtgrundfläche)');
    assert.equal(field(doc, 'Raucherkennung'), 'Punktmelder');
    assert.equal(normalizeSpaces(field(doc, 'Klappengröße')!), '360 × 360 mm (104.000 mm²; erforderlich 104.000 mm²)');
    assert.equal(normalizeSpaces(doc.generatedAtText), 'Stand: 21.11.2026, 15:05', 'the provider’s time (CET)');
  });

  it("lists the shaft's yes/no requirements answered yes by their screen names, in the catalogue's order", () => {
    const source = quoteSource(golden('01'), 'de');
    assert.equal(field(quoteDocument(source), 'Anforderungen an den Schacht'), '–', 'none asked for');
    const asked = (lang: 'de' | 'en', values: Record<string, boolean>) => {
      const base = quoteSource(golden('01'), lang);
      const formValues = [
        ...base.answer.formValues.filter(({ key }) => !(key in values)),
        ...Object.entries(values).map(([key, value]) => ({ key, value })),
      ];
      return quoteDocument({ ...base, answer: { ...base.answer, formValues } });
    };
    assert.equal(
      field(asked('de', { quiet: true, weathershelter: true, lowEnergyStandard: false }), 'Anforderungen an den Schacht'),
      'Wetterschutz erforderlich, Geräuscharmer Antrieb',
    );
    assert.equal(field(asked('en', { weathershelter: true }), 'Shaft requirements'), 'Weather protection needed');
  });

  it('writes English labels and numbers for en, and for French and Dutch', () => {
    for (const lang of ['en', 'fr', 'nl'] as const) {
      const doc = quoteDocument(quoteSource(golden('01'), lang));
      assert.equal(doc.title, 'Cost calculation');
      assert.equal(field(doc, 'Shaft height (incl. head and pit)'), '18,000 mm');
      assert.equal(field(doc, 'Country'), 'Germany');
      assert.equal(total(doc, 'total'), '€4,097.08');
      assert.equal(doc.groups[0].lines[0].description, 'JK-180-HV louvre flap 360x360', 'descriptions in English');
    }
  });

  it('writes Polish labels, numbers and plurals', () => {
    const doc = quoteDocument(quoteSource(golden('01'), 'pl'));
    assert.equal(doc.title, 'Kalkulacja kosztów');
    assert.equal(normalizeSpaces(field(doc, 'Wysokość szybu (z nadszybiem i podszybiem)')!), '18 000 mm');
    // Grouped from 1 000 on, as the screen writes it, not by Polish's own rule (four digits ungrouped).
    assert.equal(normalizeSpaces(total(doc, 'total')), '4 097,08 €');
    assert.equal(condition(doc, 'Czas dostawy'), '15 dni roboczych');
    assert.equal(normalizeSpaces(condition(doc, 'Ważność oferty')!), '6 tygodni, ważna do 2 sty 2027');
    assert.equal(condition(doc, 'Szacowany czas montażu'), '8,5 godziny');
  });

  it('shows the order number when the project has one', () => {
    const source = quoteSource(golden('01'), 'en');
    const doc = quoteDocument({ ...source, project: { ...source.project, orderNumber: 'B-77', offerNumber: null } });
    assert.equal(field(doc, 'Order number'), 'B-77');
    assert.equal(field(doc, 'Offer number'), '–');
  });

  it('lists the cost categories in the order of COST_CATEGORY_NAMES, with the modes of installation and travel costs', () => {
    const doc = quoteDocument(quoteSource(golden('01'), 'de'));
    assert.deepEqual(
      doc.totals.map((t) => t.category),
      [...COST_CATEGORY_NAMES],
    );
    assert.deepEqual(
      doc.totals.map((t) => [t.label, t.mode, normalizeSpaces(t.text)]),
      [
        ['Lüftungskomponenten', null, '690,00 €'],
        ['Steuerungskomponenten', null, '1.795,00 €'],
        ['Raucherkennung', null, '190,00 €'],
        ['Verkabelung', null, '60,00 €'],
        ['Montagekomponenten', null, '0,00 €'],
        ['Sonderkomponenten', null, '0,00 €'],
        ['Summe Komponenten', null, '2.735,00 €'],
        ['Logistikkosten', null, '123,08 €'],
        ['Montagekosten', null, '756,50 €'],
        ['Inbetriebnahmekosten', 'berechnet', '222,50 €'],
        ['Reisekosten', 'berechnet', '260,00 €'],
        ['Gesamt (netto)', null, '4.097,08 €'],
      ],
    );
    const usd = quoteDocument(quoteSource(golden('12'), 'en'));
    assert.equal(usd.totals.find((t) => t.category === 'installationCosts')?.mode, 'flat rate');
    assert.equal(total(usd, 'total'), 'US$5,971.91');
    const includedTravel = quoteDocument({
      ...quoteSource(golden('01'), 'en'),
      answer: withCosts(golden('01').answer, { travelCostsMode: 'included' }),
    });
    assert.equal(includedTravel.totals.find((t) => t.category === 'travelCosts')?.mode, 'included');
  });

  it('groups every golden quote’s lines by category; each group sums to its category of the quote', () => {
    for (const fixture of goldenFixtures.filter((f) => f.answer.costs)) {
      const doc = quoteDocument(quoteSource(fixture, 'de'));
      const categories = fixture.answer.costs!.categories;
      assert.equal(
        doc.groups.reduce((n, g) => n + g.lines.length, 0),
        fixture.answer.costs!.lines.length,
        fixture.name,
      );
      for (const group of doc.groups) {
        assert.notEqual(group.category, 'other', `${fixture.name}: every line has a known category`);
        assert.equal(group.subtotalCents, categories[group.category as keyof typeof categories], `${fixture.name} ${group.category}`);
      }
      assert.equal(doc.totalCents, categories.total);
    }
  });

  it('puts AIO Basic sets with the control system and names non-standard components by their description', () => {
    const set = quoteDocument(quoteSource(golden('12'), 'de'));
    assert.deepEqual(
      set.groups.map((g) => [g.label, g.lines.map((l) => l.productKey)]),
      [['Steuerungskomponenten', ['AIO-BASIC-SD-L-F1-100']]],
    );
    const chf = quoteDocument(quoteSource(golden('11'), 'de'));
    const nonStandard = chf.groups.find((g) => g.category === 'nonStandard')!;
    assert.deepEqual(
      nonStandard.lines.map((l) => [
        l.productKey,
        l.description,
        normalizeSpaces(l.unitPriceText),
        l.quantityText,
        normalizeSpaces(l.totalText),
      ]),
      [
        ['NONSTANDARD-1', 'Sonderblende', '123,45 CHF', '2', '246,90 CHF'],
        ['NS-7', 'Kernbohrung', '89,90 CHF', '1', '89,90 CHF'],
      ],
    );
    const flap = chf.groups[0].lines[0];
    assert.equal(flap.itemNumber, seedProducts.find((p) => p.productKey === flap.productKey)!.dhNo);
  });

  it('formats fractional quantities (metres of pipe)', () => {
    const doc = quoteDocument(quoteSource(golden('02'), 'de'));
    const pipe = doc.groups.flatMap((g) => g.lines).find((l) => l.productKey === 'RAS-PIPE')!;
    assert.equal(pipe.quantityText, '32,5');
    assert.equal(normalizeSpaces(pipe.totalText), '292,50 €');
  });

  it('writes delivery time, offer validity (or never) and the estimated installation time', () => {
    const doc = quoteDocument(quoteSource(golden('01'), 'de'));
    assert.deepEqual(doc.conditions, [
      { label: 'Lieferzeit', value: '15 Arbeitstage' },
      { label: 'Angebotsgültigkeit', value: '6 Wochen, gültig bis 02.01.2027' },
      { label: 'Geschätzte Montagezeit', value: '8,5 Stunden' },
    ]);
    const never = quoteDocument({
      ...quoteSource(golden('01'), 'en'),
      answer: withCosts(golden('01').answer, { offerValidityWeeks: null, deliveryTime: { value: 1, unit: 'weeks' } }),
    });
    assert.deepEqual(never.conditions.slice(0, 2), [
      { label: 'Delivery time', value: '1 week' },
      { label: 'Offer validity', value: 'never expires' },
    ]);
    const withoutMontage = quoteDocument(quoteSource(golden('02'), 'en'));
    assert.equal(withoutMontage.conditions.length, 2, 'no installation time without installation');
    assert.deepEqual(withoutMontage.notes, [
      'Installation not included: assembly, commissioning and travel costs are not part of this price.',
    ]);
  });

  it('says the price is incomplete when the answer is not priced, and still shows the project', () => {
    const doc = quoteDocument(quoteSource(golden('08'), 'de'));
    assert.equal(doc.priced, false);
    assert.equal(doc.priceIncomplete, 'Der angegebene Preis ist unvollständig.');
    assert.ok(doc.notPriced);
    assert.deepEqual([doc.groups, doc.totals, doc.conditions, doc.totalCents], [[], [], [], null]);
    assert.equal(field(doc, 'Projektnummer'), 'C20261120-3');
    assert.equal(field(doc, 'Schachtbreite'), '–');
    assert.equal(field(doc, 'Erforderliche Lüftungsfläche'), '–');
  });

  it('says the price is incomplete when the rule set says so (non-standard components)', () => {
    const doc = quoteDocument(quoteSource(golden('11'), 'en'));
    assert.equal(doc.priced, true);
    assert.equal(
      doc.priceIncomplete,
      'The price quoted is incomplete: non-standard components are included at the prices entered and are checked in the offer.',
    );
    assert.equal(doc.notPriced, null);
    assert.deepEqual(doc.missing, [], 'the notice names the reason');
    assert.equal(quoteDocument(quoteSource(golden('01'), 'en')).priceIncomplete, null);
  });

  it('lists what the price is missing, as the calculator does: a montage postal code that is not German', () => {
    const source = quoteSource(golden('01'), 'de');
    const costs = source.answer.costs!;
    const gap = { field: 'montageBuildingLocation', step: 'cost-calculation', problem: { code: 'postalCode', digits: 5 } };
    const doc = quoteDocument({ ...source, answer: { ...source.answer, costs: { ...costs, complete: false, missing: [gap] } } });
    assert.equal(doc.priceIncomplete, 'Der angegebene Preis ist unvollständig.');
    assert.deepEqual(doc.missing, ['Postleitzahl des Montageorts: muss eine Postleitzahl mit 5 Ziffern sein']);
    const en = quoteDocument({
      ...quoteSource(golden('01'), 'en'),
      answer: { ...source.answer, costs: { ...costs, complete: false, missing: [gap] } },
    });
    assert.deepEqual(en.missing, ['Postal code of the installation site: must be a postal code of 5 digits']);
  });

  it('points to the terms in the reader’s language, falling back along the language chain', () => {
    const de = quoteDocument(quoteSource(golden('01'), 'de'));
    assert.deepEqual(de.terms, {
      text: 'Es gelten die Geschäftsbedingungen der DH Lift Ventilation GmbH:',
      links: [
        {
          label: 'Allgemeine Geschäftsbedingungen',
          url: `${PUBLIC_BASE_URL}/legal/terms-of-service-de.html`,
          href: `${PUBLIC_BASE_URL}/legal/terms-of-service-de.html`,
        },
        {
          label: 'Montagebedingungen',
          url: `${PUBLIC_BASE_URL}/legal/installation-conditions-de.html`,
          href: `${PUBLIC_BASE_URL}/legal/installation-conditions-de.html`,
        },
      ],
    });
    const international = {
      company: 'DH Lift Ventilation International GmbH',
      urls: [
        { type: 'SALE_AND_DELIVERY_CONDITIONS', language: 'de', url: 'https://x.example/sale-de.html' },
        { type: 'SALE_AND_DELIVERY_CONDITIONS', language: 'en', url: 'https://x.example/sale-en.html' },
      ],
    };
    const pick = (lang: 'de' | 'en' | 'pl') => quoteDocument(quoteSource(golden('01'), lang, { terms: international })).terms!.links;
    assert.deepEqual(
      pick('en').map((l) => [l.label, l.url]),
      [['Conditions of sale and delivery', 'https://x.example/sale-en.html']],
    );
    assert.deepEqual(
      pick('de').map((l) => l.url),
      ['https://x.example/sale-de.html'],
    );
    assert.deepEqual(
      pick('pl').map((l) => [l.label, l.url]),
      [['Warunki sprzedaży i dostawy (angielski)', 'https://x.example/sale-en.html']],
    );
    const relative = quoteDocument(
      quoteSource(golden('01'), 'en', {
        terms: { company: 'X', urls: [{ type: 'TERMS_OF_SERVICE', language: 'en', url: 'javascript:alert(1)' }] },
      }),
    );
    assert.equal(relative.terms!.links[0].href, null, 'only http(s) addresses become links');
    assert.equal(quoteDocument(quoteSource(golden('01'), 'en', { terms: null })).terms, null);
  });

  it('splits the general remarks into paragraphs', () => {
    const doc = quoteDocument(quoteSource(golden('01'), 'en', { generalRemarks: 'Net prices.\n\nEx works.\n' }));
    assert.deepEqual(doc.generalRemarks, ['Net prices.', 'Ex works.']);
  });

  it('refuses costs in another currency than the document’s', () => {
    assert.throws(() => quoteDocument(quoteSource(golden('11'), 'de', { currency: 'EUR' })), /costs are in CHF, not in EUR/);
  });

  it('prints the size of the flap quoted, its area and the required area, also when larger than recommended or several', () => {
    const larger = quoteDocument(quoteSource(golden('04'), 'de'));
    assert.equal(normalizeSpaces(field(larger, 'Klappengröße')!), '470 × 360 mm (130.000 mm²; erforderlich 120.000 mm²)');
    const chosen = golden('01');
    const answer = {
      ...chosen.answer,
      derived: {
        ...chosen.answer.derived,
        quotedFlaps: [{ productKey: 'JK-180-HV-470x360', size: '470x360', ventilationArea: 130000, quantity: 1 }],
      },
    };
    const doc = quoteDocument({ ...quoteSource(chosen, 'en'), answer });
    assert.equal(
      normalizeSpaces(field(doc, 'Flap size')!),
      '470 × 360 mm (130,000 mm²; required 104,000 mm²)',
      'the chosen 470x360, not the recommended 360x360',
    );
    const several = quoteDocument(quoteSource(golden('09'), 'en'));
    assert.match(normalizeSpaces(field(several, 'Flap size')!), /^2 × 1200 × 1200 mm \(2,436,000 mm²; required [\d,]+ mm²\)$/);
    const mixed = {
      ...chosen.answer,
      derived: {
        ...chosen.answer.derived,
        quotedFlaps: [
          { productKey: 'JK-180-HV-470x360', size: '470x360', ventilationArea: 130000, quantity: 1 },
          { productKey: 'JK-180-HV-360x360', size: '360x360', ventilationArea: 104000, quantity: 2 },
        ],
      },
    };
    assert.equal(
      normalizeSpaces(field(quoteDocument({ ...quoteSource(chosen, 'de'), answer: mixed }), 'Klappengröße')!),
      '1 × 470 × 360 mm + 2 × 360 × 360 mm (338.000 mm²; erforderlich 104.000 mm²)',
      'every size quoted, with its quantity',
    );
    assert.equal(
      field(quoteDocument(quoteSource(golden('06'), 'en')), 'Flap size'),
      '–',
      'drives of windows supplied on site have no flap size',
    );
  });

  it('marks the quantities set by hand, with a legend, and prints the montage location', () => {
    const doc = quoteDocument(quoteSource(golden('13'), 'de'));
    const cables = doc.groups.find((g) => g.category === 'cabling')!.lines;
    assert.deepEqual(
      cables.map((l) => [l.productKey, l.quantityLabel, l.adjusted]),
      [
        ['CABLE-6M', '2 *', true],
        ['CABLE-12M', '4 *', true],
        ['FM-2M', '1 *', true],
      ],
    );
    assert.equal(doc.adjustedLegend, '* Menge von Hand angepasst');
    assert.equal(field(doc, 'Postleitzahl des Montageorts'), '20095');
    assert.equal(field(quoteDocument(quoteSource(golden('01'), 'de')), 'Postleitzahl des Montageorts'), '80331');
    const plain = quoteDocument(quoteSource(golden('02'), 'de'));
    assert.equal(plain.adjustedLegend, null);
    assert.equal(field(plain, 'Postleitzahl des Montageorts'), undefined, 'no montage: no location');
  });

  it('dates the end of validity in Berlin: a quote made late on 31 Dec (UTC) is made on 1 Jan there', () => {
    const doc = quoteDocument(quoteSource(golden('01'), 'de', { generatedAt: new Date('2026-12-31T23:30:00Z') }));
    assert.equal(condition(doc, 'Angebotsgültigkeit'), '6 Wochen, gültig bis 12.02.2027');
    const summer = quoteDocument(quoteSource(golden('01'), 'en', { generatedAt: new Date('2026-06-30T22:30:00Z') }));
    assert.equal(condition(summer, 'Offer validity'), '6 weeks, valid until 12 Aug 2026');
  });
});
