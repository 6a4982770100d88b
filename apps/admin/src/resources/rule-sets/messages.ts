export const de = {
  name: 'Regelwerk-Version |||| Regelwerke',
  fields: {
    id: 'Nr.', key: 'Regelwerk', ruleSetVersion: 'Version', status: 'Status', changeNote: 'Änderungsnotiz', createdByName: 'Autor', createdAt: 'Angelegt',
    updatedAt: 'Geändert', publishedAt: 'Veröffentlicht', publishedByName: 'Veröffentlicht von', basedOn: 'Basiert auf', checksum: 'Prüfsumme', q: 'Suche',
  },
  status: { draft: 'Entwurf', published: 'Veröffentlicht', archived: 'Archiviert' },
  ui: {
    newDraft: 'Neuer Entwurf', save: 'Entwurf speichern', saved: 'Entwurf gespeichert', editor: 'Regeln', tests: 'Testfälle', tryIt: 'Ausprobieren', impact: 'Auswirkung',
    diff: 'Vergleich', runTests: 'Tests ausführen', runImpact: 'Auswirkung prüfen', publish: 'Veröffentlichen', published: 'Version %{version} ist live',
    rollback: 'Diese Version wieder veröffentlichen', rolledBack: 'Inhalt als Version %{version} veröffentlicht', rollbackNote: 'Warum? (Änderungsnotiz)',
    problems: 'Probleme', noProblems: 'Keine Probleme', invalidJson: 'Kein gültiges JSON: %{message}', readOnly: 'Veröffentlichte Versionen ändern sich nie. Für Änderungen einen neuen Entwurf anlegen.',
    passed: '%{passed} bestanden, %{failed} fehlgeschlagen, %{disagreements} Abweichungen kompiliert/interpretiert', agrees: 'kompiliert = interpretiert',
    formValues: 'Formularwerte (JSON, wie im Rechner)', calculate: 'Berechnen', answer: 'Antwort mit Erklärungen',
    projects: 'Offene Projekte', fixtures: 'Golden Fixtures', checked: 'geprüft', productsChanged: 'Produkte geändert', totalsChanged: 'Summen geändert', failed: 'Fehler',
    distribution: 'Verteilung der Summenänderungen', largest: 'Größte Änderungen', fuzz: 'Zufallseingaben: %{runs} geprüft, %{failures} Ausführungsfehler (Seed %{seed})',
    compareWith: 'Vergleichen mit', changes: '%{count} Änderungen', changeNote: 'Änderungsnotiz', publishBlocked: 'Nicht veröffentlicht: %{count} Probleme',
  },
};
export const en: typeof de = {
  name: 'Rule-set version |||| Rule sets',
  fields: {
    id: 'No.', key: 'Rule set', ruleSetVersion: 'Version', status: 'Status', changeNote: 'Change note', createdByName: 'Author', createdAt: 'Created',
    updatedAt: 'Changed', publishedAt: 'Published', publishedByName: 'Published by', basedOn: 'Based on', checksum: 'Checksum', q: 'Search',
  },
  status: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  ui: {
    newDraft: 'New draft', save: 'Save draft', saved: 'Draft saved', editor: 'Rules', tests: 'Test cases', tryIt: 'Try it', impact: 'Impact',
    diff: 'Compare', runTests: 'Run tests', runImpact: 'Check impact', publish: 'Publish', published: 'Version %{version} is live',
    rollback: 'Publish this version again', rolledBack: 'Content published as version %{version}', rollbackNote: 'Why? (change note)',
    problems: 'Problems', noProblems: 'No problems', invalidJson: 'Not valid JSON: %{message}', readOnly: 'Published versions never change. Start a new draft to change them.',
    passed: '%{passed} passed, %{failed} failed, %{disagreements} compiled/interpreted disagreements', agrees: 'compiled = interpreted',
    formValues: 'Form values (JSON, as the calculator sends them)', calculate: 'Calculate', answer: 'Answer with explanations',
    projects: 'Open projects', fixtures: 'Golden fixtures', checked: 'checked', productsChanged: 'products changed', totalsChanged: 'totals changed', failed: 'failed',
    distribution: 'Distribution of total changes', largest: 'Largest changes', fuzz: 'Random inputs: %{runs} run, %{failures} execution errors (seed %{seed})',
    compareWith: 'Compare with', changes: '%{count} changes', changeNote: 'Change note', publishBlocked: 'Not published: %{count} problems',
  },
};
