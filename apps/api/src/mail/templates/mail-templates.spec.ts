import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROJECT_STATES } from '@lsp/domain';
import { MAIL_LANGUAGES, PROJECT_STATE_NAMES, mailLanguageFor, renderMail, type ProjectChangedMail } from './index.js';

const context = { publicUrl: 'https://planner.example.com' };

const offerCreated: ProjectChangedMail = {
  customerName: 'Max Mustermann',
  projectId: 'C20261120-3',
  projectName: 'Hauptstraße 5',
  changes: [
    { field: 'state', from: 'SUBMITTED', to: 'OFFER_CREATED' },
    { field: 'offerNumber', from: null, to: 'A-2026-0815' },
  ],
};

const expected = {
  de: { from: 'Übermittelt', to: 'Angebot erstellt', offerNumber: 'Angebotsnummer', greeting: 'Guten Tag Max Mustermann,' },
  en: { from: 'Submitted', to: 'Offer created', offerNumber: 'Offer number', greeting: 'Hello Max Mustermann,' },
  pl: { from: 'Przesłany', to: 'Oferta utworzona', offerNumber: 'Numer oferty', greeting: 'Dzień dobry Max Mustermann,' },
} as const;

describe('project-changed mail', () => {
  for (const language of MAIL_LANGUAGES) {
    it(`is written in ${language} with the translated states, the project and its link`, () => {
      const mail = renderMail('project-changed', offerCreated, language, context);
      const words = expected[language];
      assert.equal(mail.language, language);
      assert.match(mail.subject, /C20261120-3/);
      assert.ok(mail.subject.includes(words.to), mail.subject);
      assert.ok(mail.text.startsWith(words.greeting), mail.text);
      assert.ok(mail.text.includes('C20261120-3'));
      assert.ok(mail.text.includes('Hauptstraße 5'));
      assert.ok(mail.text.includes(`${words.from} → ${words.to}`), mail.text);
      assert.ok(mail.text.includes(`${words.offerNumber}: — → A-2026-0815`), mail.text);
      assert.ok(mail.text.includes('https://planner.example.com/calculation/C20261120-3/cost-calculation'));
      assert.ok(mail.text.includes('DH Lift Ventilation GmbH'), 'signed by the provider');
      assert.doesNotMatch(mail.text, /OFFER_CREATED|SUBMITTED|\{\{/, 'no raw state keys or template syntax');
      assert.ok(mail.html.includes(`<html lang="${language}">`));
      assert.ok(mail.html.includes(words.to));
      assert.ok(mail.html.includes('href="https://planner.example.com/calculation/C20261120-3/cost-calculation"'));
    });
  }

  it('names every project state in every language', () => {
    for (const language of MAIL_LANGUAGES) {
      for (const state of PROJECT_STATES) {
        const mail = renderMail(
          'project-changed',
          { ...offerCreated, changes: [{ field: 'state', from: 'DRAFT', to: state }] },
          language,
          context,
        );
        const name = PROJECT_STATE_NAMES[language][state];
        assert.ok(name && mail.subject.includes(name) && mail.text.includes(name), `${language} ${state}`);
      }
    }
    assert.equal(new Set(Object.values(PROJECT_STATE_NAMES.pl)).size, PROJECT_STATES.length, 'distinct names');
  });

  it('escapes the project name in HTML but keeps it as written in subject and text', () => {
    const mail = renderMail(
      'project-changed',
      { ...offerCreated, projectName: '<b>x</b> & "y"', customerName: '<script>alert(1)</script>' },
      'en',
      context,
    );
    assert.ok(mail.html.includes('&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;'), mail.html);
    assert.ok(!mail.html.includes('<b>x</b>'));
    assert.ok(!mail.html.includes('<script>'));
    assert.ok(mail.text.includes('"<b>x</b> & "y""'), 'plain text is not entity-encoded');
    assert.ok(!mail.text.includes('&lt;'));
  });

  it('falls back: French and Dutch to English, anything unknown to German', () => {
    assert.equal(renderMail('project-changed', offerCreated, 'fr', context).language, 'en');
    assert.equal(renderMail('project-changed', offerCreated, 'nl', context).language, 'en');
    assert.equal(renderMail('project-changed', offerCreated, 'xx', context).language, 'de');
    assert.equal(renderMail('project-changed', offerCreated, undefined, context).language, 'de');
    assert.equal(mailLanguageFor('pl-PL'), 'pl');
    assert.equal(mailLanguageFor('EN'), 'en');
  });

  it('copes with no changes, no customer name, an order number only and a given link', () => {
    const mail = renderMail(
      'project-changed',
      {
        customerName: ' ',
        projectId: 'C20261120-3',
        projectName: 'Hauptstraße 5',
        changes: [],
        projectUrl: 'https://elsewhere.example.com/p/C20261120-3',
      },
      'de',
      context,
    );
    assert.equal(mail.subject, 'Projekt C20261120-3 wurde aktualisiert');
    assert.ok(mail.text.startsWith('Guten Tag,\n'));
    assert.ok(!mail.text.includes('Geändert wurde'));
    assert.ok(mail.text.includes('https://elsewhere.example.com/p/C20261120-3'));
    const withNumber = renderMail(
      'project-changed',
      { ...offerCreated, changes: [{ field: 'orderNumber', from: 'B-1', to: 'B-2' }] },
      'de',
      context,
    );
    assert.equal(withNumber.subject, 'Projekt C20261120-3 wurde aktualisiert');
    assert.ok(withNumber.text.includes('Auftragsnummer: B-1 → B-2'));
  });
});

describe('support-ticket mail', () => {
  it('carries the ticket, its creator and the description, escaped in HTML', () => {
    const mail = renderMail(
      'support-ticket',
      {
        ticketId: 7,
        subject: 'Projekt C20261120-3',
        area: 'Web-App Support',
        description: 'Loading Error with Code BKCC-project <img src=x>',
        createdByName: 'Max Mustermann',
        createdByEmail: 'max.mustermann@aufzugbau-muster.de',
        companyId: 1001,
        companyName: 'Aufzugbau Muster GmbH',
        createdAt: new Date('2026-11-20T09:30:00Z'),
      },
      'de',
      context,
    );
    assert.equal(mail.subject, '[Support #7] Projekt C20261120-3 (Web-App Support)');
    assert.ok(mail.text.includes('Von: Max Mustermann <max.mustermann@aufzugbau-muster.de>'));
    assert.ok(mail.text.includes('Unternehmen: Aufzugbau Muster GmbH (1001)'));
    assert.ok(mail.text.includes('20.11.2026, 10:30'), mail.text);
    assert.ok(mail.text.includes('Loading Error with Code BKCC-project <img src=x>'));
    assert.ok(mail.html.includes('BKCC-project &lt;img src&#x3D;x&gt;'), mail.html);
    assert.ok(!mail.text.includes('Mit freundlichen Grüßen'), 'an internal mail has no customer signature');
  });
});
