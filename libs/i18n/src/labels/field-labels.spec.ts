/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldDefinition, FORM_FIELDS } from '@lsp/domain';
import { DOCUMENT_FORM_FIELDS, QUOTE_LABELS } from '../documents/quote-labels.js';
import { TRANSLATED_LANGUAGES } from '../languages.js';
import type { MessageTree } from '../catalogue.js';
import { catalogues } from '../translate.js';
import { COLUMN_LABELS, FIELD_LABELS, LIFT_AREA_SHARE_LABELS, OPTION_LABELS } from './field-labels.js';
import type { Label } from './label.js';

/** Fields the form knows by pattern (FORM_FIELDS' PATTERNED_FIELDS) that the screens name. */
const PATTERNED_FIELDS = ['custom-length-CABLE-4M', 'custom-length-CABLE-6M', 'custom-length-CABLE-12M', 'fm-2m-custom'];
/** Names a rule's message gives as a field that are no form value: the chosen ventilation components as a whole. */
const NAMED_NOT_FIELDS = ['ventilationComponents'];

const labelTable = (table: unknown) => table as Readonly<Record<string, Label>>;
const optionTable = (field: string): Readonly<Record<string, Label>> | undefined =>
  Object.hasOwn(OPTION_LABELS, field) ? labelTable(OPTION_LABELS[field as keyof typeof OPTION_LABELS]) : undefined;
const group = (tree: MessageTree, key: string) => tree[key] as MessageTree;

/** What is missing of one label: the languages it has no text in. */
function missingLanguages(label: Label | undefined): string[] {
  return TRANSLATED_LANGUAGES.filter((language) => typeof label?.[language] !== 'string' || label[language].trim() === '');
}

describe('field labels: one catalogue for screen, documents and mails (docs/customer-app.md)', () => {
  it('names every form field and patterned field in German, English and Polish', () => {
    const fields = [...Object.keys(FORM_FIELDS), ...PATTERNED_FIELDS];
    const problems = fields.flatMap((field) =>
      missingLanguages(Object.hasOwn(FIELD_LABELS, field) ? labelTable(FIELD_LABELS)[field] : undefined).map(
        (language) => `${field}: no ${language} label`,
      ),
    );
    assert.deepEqual(problems, []);
  });

  it('names no field the form does not know', () => {
    const unknown = Object.keys(FIELD_LABELS).filter((field) => !fieldDefinition(field) && !NAMED_NOT_FIELDS.includes(field));
    assert.deepEqual(unknown, []);
  });

  it('names every option of every enumeration field in German, English and Polish', () => {
    const problems: string[] = [];
    for (const [field, definition] of Object.entries(FORM_FIELDS)) {
      if (definition.type.kind !== 'enum') continue;
      const options = optionTable(field);
      if (!options) {
        problems.push(`${field}: no option labels`);
        continue;
      }
      for (const value of definition.type.values) {
        for (const language of missingLanguages(Object.hasOwn(options, value) ? options[value] : undefined))
          problems.push(`${field} ${value}: no ${language} label`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('gives each name once per language: no two fields and no two options of a field alike', () => {
    const problems: string[] = [];
    const duplicates = (table: Readonly<Record<string, Label>>, what: string) => {
      for (const language of TRANSLATED_LANGUAGES) {
        const seen = new Map<string, string>();
        for (const [key, label] of Object.entries(table)) {
          const earlier = seen.get(label[language]);
          if (earlier) problems.push(`${what} ${language}: ${earlier} and ${key} are both "${label[language]}"`);
          seen.set(label[language], key);
        }
      }
    };
    duplicates(labelTable(FIELD_LABELS), 'fields');
    for (const [field, options] of Object.entries(OPTION_LABELS)) duplicates(labelTable(options), field);
    assert.deepEqual(problems, []);
  });

  it('is what the screen reads: `fields` and `choices` of every catalogue, and the state names', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      const catalogue = catalogues[language];
      for (const [field, label] of Object.entries(labelTable(FIELD_LABELS)))
        assert.equal(group(catalogue, 'fields')[field], label[language], `${language}: fields.${field}`);
      for (const [field, options] of Object.entries(OPTION_LABELS)) {
        for (const [value, label] of Object.entries(labelTable(options)))
          assert.equal(group(group(catalogue, 'choices'), field)[value], label[language], `${language}: choices.${field}.${value}`);
      }
      for (const [state, label] of Object.entries(OPTION_LABELS.projectState))
        assert.equal(group(catalogue, 'projectState')[state], label[language], `${language}: projectState.${state}`);
    }
  });

  it('names form fields and their options in the PDF, Excel and mails as the screen does, in every language', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      const labels = QUOTE_LABELS[language];
      const screen = catalogues[language];
      for (const [row, field] of Object.entries(DOCUMENT_FORM_FIELDS))
        assert.equal(labels.fields[row as keyof typeof DOCUMENT_FORM_FIELDS], group(screen, 'fields')[field], `${language}: row ${row}`);
      for (const [field, options] of Object.entries(labels.values)) {
        for (const [value, text] of Object.entries(options))
          assert.equal(text, group(group(screen, 'choices'), field)[value], `${language}: ${field} ${value}`);
      }
      for (const [column, field] of [
        ['name', 'projectName'],
        ['offerNumber', 'offerNumber'],
        ['orderNumber', 'orderNumber'],
      ] as const)
        assert.equal(labels.projectList.columns[column], group(screen, 'fields')[field], `${language}: project list column ${column}`);
      // The short forms are their own named entries, not a silently different text.
      assert.equal(labels.projectList.columns.state, COLUMN_LABELS.projectState[language]);
      const shares: Readonly<Record<string, string>> = labels.liftAreaShare;
      for (const [value, label] of Object.entries(LIFT_AREA_SHARE_LABELS))
        assert.equal(shares[value], label[language], `${language}: share ${value}`);
    }
  });

  it('says the lift area share of each option the screen offers, with the same percentage', () => {
    for (const [value, share] of Object.entries(LIFT_AREA_SHARE_LABELS)) {
      const option = OPTION_LABELS.liftAreaPercentage[value as keyof typeof LIFT_AREA_SHARE_LABELS];
      for (const language of TRANSLATED_LANGUAGES) {
        const percent = /^\d+[.,]\d %/.exec(option[language])?.[0];
        if (percent) assert.ok(share[language].startsWith(percent), `${language} ${value}: "${share[language]}" says ${percent}`);
      }
    }
  });

  it('names each cost category of the quote alike on screen and in the PDF and Excel file, in every language', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      const screen = group(group(group(catalogues[language], 'calculator'), 'costs'), 'category');
      const documents = QUOTE_LABELS[language].categories as Readonly<Record<string, string>>;
      const differ = Object.keys(screen).filter((key) => documents[key] !== screen[key]);
      assert.deepEqual(
        differ,
        [],
        `${language}: ${differ.map((key) => `${key} "${String(screen[key])}" ≠ "${documents[key]}"`).join(', ')}`,
      );
    }
  });
});
