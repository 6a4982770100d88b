/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DOCUMENT_FORM_FIELDS, TRANSLATED_LANGUAGES, translate } from '@lsp/i18n';
import { PROJECT_STATE_NAMES } from '../mail/templates/project-changed.template.js';
import { quoteDocument } from './quote-document.js';
import { goldenFixtures, quoteSource } from './quote-fixtures.spec.js';

/** Rows of the project data whose value is an option of the field: printed by the option's name. */
const OPTION_ROWS = new Set([
  'country',
  'projectType',
  'buildingType',
  'installationPosition',
  'machineRoom',
  'system',
  'smokeDetection',
  'liftStatusDetection',
]);

describe('the quote names form fields and their options as the calculator does (docs/customer-app.md)', () => {
  for (const fixture of goldenFixtures) {
    it(`prints the project data of ${fixture.name} with the screen's field and option names in German, English and Polish`, () => {
      for (const language of TRANSLATED_LANGUAGES) {
        const base = quoteSource(fixture, language);
        // With an order number, so that its row is printed too.
        const source = { ...base, project: { ...base.project, orderNumber: 'B-77' } };
        const values = new Map([...source.project.formValues, ...source.answer.formValues].map(({ key, value }) => [key, value]));
        const doc = quoteDocument(source);
        const rows = new Map(doc.projectData.map((row) => [row.label, row.value]));
        for (const [row, field] of Object.entries(DOCUMENT_FORM_FIELDS)) {
          if (row === 'montageLocation' && values.get('montageIncluded') !== true) continue;
          const label = translate(language, `fields.${field}`);
          assert.ok(rows.has(label), `${language} ${fixture.name}: the row ${row} is labelled "${label}" as on screen`);
          const value = values.get(field);
          if (OPTION_ROWS.has(row) && typeof value === 'string')
            assert.equal(
              rows.get(label),
              translate(language, `choices.${field}.${value}`),
              `${language} ${fixture.name}: ${field} ${value}`,
            );
        }
        assert.equal(rows.get(translate(language, 'fields.projectState')), translate(language, 'projectState.SUBMITTED'));
      }
    });
  }

  it('names the states in the mails as the screen does', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      for (const [state, name] of Object.entries(PROJECT_STATE_NAMES[language]))
        assert.equal(name, translate(language, `projectState.${state}`), `${language} ${state}`);
    }
  });
});
