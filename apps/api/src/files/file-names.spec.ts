import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROJECT_FILE_NAME_MAX } from '@lsp/contracts';
import { attachmentDisposition, cleanFileName, withTypeExtension } from './file-names.js';

describe(cleanFileName.name, () => {
  const cases: [string, string][] = [
    ['Grundriss.pdf', 'Grundriss.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\x.pdf', 'x.pdf'],
    ['C:\\Users\\max\\Pläne\\Schnitt A.pdf', 'Schnitt A.pdf'],
    ['/absolute/path/plan.dwg', 'plan.dwg'],
    ['plan\u0000.pdf', 'plan.pdf'],
    ['line\r\nbreak.pdf', 'linebreak.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['plan\u2067\u200Bfdp\u00AD.pdf', 'planfdp.pdf'],
    ['\uFEFFGrundriss\u2060.pdf', 'Grundriss.pdf'],
    ['.htaccess', 'htaccess'],
    ['  Lüftung   .pdf  ', 'Lüftung   .pdf'],
    ['name.pdf. . ', 'name.pdf'],
    ['Lu\u0308ftung.pdf', 'Lüftung.pdf'],
  ];
  for (const [uploaded, kept] of cases) {
    it(`keeps ${JSON.stringify(uploaded)} as ${JSON.stringify(kept)}`, () => assert.equal(cleanFileName(uploaded), kept));
  }

  it('names a document that has no name left', () => {
    for (const uploaded of ['', '..', '../', '\\', '\u0000\u0001', undefined])
      assert.equal(cleanFileName(uploaded), 'document', JSON.stringify(uploaded));
  });

  it('cuts a long name to the limit and keeps its extension, without splitting a character', () => {
    const kept = cleanFileName(`${'ü'.repeat(150)}${'😀'.repeat(100)}.xlsx`);
    assert.equal(Array.from(kept).length, PROJECT_FILE_NAME_MAX);
    assert.ok(kept.endsWith('😀.xlsx'));
    assert.equal(cleanFileName('x'.repeat(400)).length, PROJECT_FILE_NAME_MAX);
  });
});

describe(attachmentDisposition.name, () => {
  it('always answers an attachment with the exact name RFC 8187 encoded and an ASCII fallback', () => {
    assert.equal(attachmentDisposition('plan.pdf'), `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
    assert.equal(
      attachmentDisposition('Lüftung (neu) 100%.pdf'),
      `attachment; filename="L_ftung (neu) 100_.pdf"; filename*=UTF-8''L%C3%BCftung%20%28neu%29%20100%25.pdf`,
    );
    assert.equal(attachmentDisposition(`a"b\\c'*.pdf`), `attachment; filename="a_b_c'*.pdf"; filename*=UTF-8''a%22b%5Cc%27%2A.pdf`);
  });

  it('round-trips through decodeURIComponent', () => {
    const name = 'Schacht 1 – Grundriss №7 (Entwurf).dxf';
    const encoded = attachmentDisposition(name).split("filename*=UTF-8''")[1];
    assert.equal(decodeURIComponent(encoded), name);
    assert.match(encoded, /^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  });
});

describe(withTypeExtension.name, () => {
  const cases: [string, string, string][] = [
    ['Grundriss.pdf', 'application/pdf', 'Grundriss.pdf'],
    ['Grundriss.PDF', 'application/pdf', 'Grundriss.PDF'],
    ['planfdp.exe', 'application/pdf', 'planfdp.pdf'],
    ['x.pdf.exe', 'application/pdf', 'x.pdf'],
    ['x.html', 'application/pdf', 'x.pdf'],
    ['x.svg', 'application/pdf', 'x.pdf'],
    ['Schnitt', 'application/pdf', 'Schnitt.pdf'],
    ['Bericht v1.2', 'application/pdf', 'Bericht v1.2.pdf'],
    ['Foto.jpeg', 'image/jpeg', 'Foto.jpeg'],
    ['Foto.png', 'image/jpeg', 'Foto.jpg'],
    ['Liste.xls', 'application/vnd.ms-excel', 'Liste.xls'],
    ['.exe', 'application/pdf', 'document.pdf'],
  ];
  for (const [name, type, kept] of cases) {
    it(`names ${JSON.stringify(name)} with ${type} content ${JSON.stringify(kept)}`, () =>
      assert.equal(withTypeExtension(name, type), kept));
  }
});
