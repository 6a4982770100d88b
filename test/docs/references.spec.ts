/// <reference types="node" />
// The repository explains itself: every reference to a docs page and anchor resolves, every
// relative link in markdown leads to a file (and heading) that exists, and nothing cites notes
// kept outside the repository (docs/design.md).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder up with the root package.json (from test/dist/docs or test/docs). */
const root = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'docs'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('no repository root above this file');
    dir = parent;
  }
  return dir;
})();

const SCANNED = ['apps', 'libs', 'rules', 'seed', 'test', 'scripts', 'docs', 'deploy', 'README.md'];
// Build output and caches (the .gitignore's folders) are not the repository's text.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-spec', '.vite', 'test-results']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|yml|yaml)$/;
/** German legal texts number their paragraphs with §: law, not citations. */
const LEGAL_TEXTS = `apps${path.sep}web${path.sep}public${path.sep}legal${path.sep}`;

function filesUnder(entry: string, found: string[] = []): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return found;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full)) if (!SKIPPED_DIRS.has(child)) filesUnder(path.join(entry, child), found);
  } else if (TEXT_FILE.test(entry)) {
    found.push(entry);
  }
  return found;
}

/**
 * GitHub's anchor of a heading: the text as rendered (no backticks, emphasis or link targets),
 * lower case, without punctuation but hyphens and underscores, spaces as hyphens.
 * @example githubSlug('Two read-back quirks of MikroORM 7.2') // 'two-read-back-quirks-of-mikroorm-72'
 */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown text's headings (fenced code skipped), with GitHub's -1, -2 for repeats. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1]!;
      else if (fenceMark[1] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Reference {
  file: string;
  line: number;
  text: string;
  /** The file referred to, relative to the root. */
  target: string;
  anchor: string | null;
}

/** `docs/x.md` or `docs/x.md#y` anywhere (code comments, strings, docs), read from the root. */
const DOCS_PATH = /(?<![\w./-])(?:\.\.\/)*docs\/([\w./-]+?\.md)(?:#([\w-]+))?(?![\w/-])/g;
/** A markdown link or image target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

export function referencesIn(file: string, text: string): Reference[] {
  const references: Reference[] = [];
  const lines = text.split('\n');
  const isMarkdown = file.endsWith('.md');
  let fence = false;
  lines.forEach((line, index) => {
    if (isMarkdown && /^\s*(```|~~~)/.test(line)) fence = !fence;
    for (const match of line.matchAll(DOCS_PATH)) {
      references.push({ file, line: index + 1, text: match[0], target: `docs/${match[1]}`, anchor: match[2] ?? null });
    }
    if (!isMarkdown || fence) return;
    for (const match of line.matchAll(MARKDOWN_LINK)) {
      const link = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')) continue; // absolute: another site, or a route of the app
      const [target, anchor] = link.split('#', 2) as [string, string | undefined];
      const resolved = target === '' ? file : path.normalize(path.join(path.dirname(file), decodeURIComponent(target)));
      references.push({ file, line: index + 1, text: link, target: resolved, anchor: anchor ?? null });
    }
  });
  return references;
}

/** Why a reference does not resolve, or null when it does. */
export function problemOf(reference: Reference, read: (file: string) => string | null): string | null {
  const content = read(reference.target);
  if (content === null) return `${reference.target} does not exist`;
  if (reference.anchor === null) return null;
  if (!reference.target.endsWith('.md')) return `${reference.target} is no markdown file to hold #${reference.anchor}`;
  return anchorsOf(content).has(reference.anchor) ? null : `${reference.target} has no heading #${reference.anchor}`;
}

/** Citations of documents that are not in the repository. */
const OUTSIDE_CITATIONS: readonly [RegExp, string][] = [
  [/\.\.\/shared\b|\/work\/shared|\bshared\/(?:spec|design|catalogue)/, 'the working notes outside the repository'],
  [/\b(?:design\.md|spec|specification)(?:'s)?\s+(?:sections?|calls?|§)\s*\d/i, 'a numbered section of a document outside the repository'],
  [/(?:^|[\s(])§\s?\d/, 'a § section of a document outside the repository'],
  [/\bsections?\s+\d+(?:\s+and\s+\d+)?\s+of\s+(?:the\s+)?(?:spec|design)/i, 'a numbered section of a document outside the repository'],
  [/\bproduct-spec\.md\b|(?<![\w/-])catalogue\.md\b|(?<![\w/-])design\.md\s+section/, 'a document outside the repository'],
];

export function outsideCitationsIn(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, what] of OUTSIDE_CITATIONS) {
      if (pattern === OUTSIDE_CITATIONS[2][0] && file.startsWith(LEGAL_TEXTS)) continue;
      if (!pattern.test(line)) continue;
      found.push(`${file}:${index + 1} cites ${what}: ${line.trim().slice(0, 160)}`);
      break;
    }
  });
  return found;
}

const THIS_FILE = path.join('test', 'docs', 'references.spec.ts');

function readRelative(file: string): string | null {
  const full = path.join(root, file);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null;
}

describe('references in the repository resolve', () => {
  const files = SCANNED.flatMap((entry) => filesUnder(entry)).filter((file) => file !== THIS_FILE);

  it('scans the sources and the docs', () => {
    assert.ok(files.includes(path.join('docs', 'design.md')) && files.includes(path.join('docs', 'domain.md')));
    assert.ok(
      files.some((file) => file.startsWith(path.join('apps', 'web', 'src'))) &&
        files.some((file) => file.startsWith(path.join('libs', 'domain', 'src'))),
    );
  });

  it('every docs/… reference and every relative markdown link leads to an existing file and heading', () => {
    const references = files.flatMap((file) => referencesIn(file, readRelative(file) ?? ''));
    const problems = references.flatMap((r) => {
      const problem = problemOf(r, readRelative);
      return problem ? [`${r.file}:${r.line} ${r.text}: ${problem}`] : [];
    });
    assert.deepEqual(problems, []);
    const cited = (target: string) =>
      references.filter((r) => r.target === target && r.anchor !== null && !r.file.startsWith('docs')).length;
    assert.ok(cited('docs/design.md') >= 50, 'the code cites docs/design.md by anchor');
    assert.ok(cited('docs/domain.md') >= 10, 'the code cites docs/domain.md by anchor');
  });

  it('nothing cites the working notes outside the repository, or their section numbers', () => {
    assert.deepEqual(
      files.flatMap((file) => outsideCitationsIn(file, readRelative(file) ?? '')),
      [],
    );
  });

  it('the check itself finds a missing file, a missing anchor and an outside citation', () => {
    const read = (file: string) =>
      file === 'docs/a.md' ? '# Money and rounding\n```\n# not a heading\n```\n## Money and rounding\n' : null;
    const refs = referencesIn(
      'libs/x.ts',
      '// see docs/a.md#money-and-rounding, docs/a.md#money-and-rounding-1, docs/a.md#not-a-heading and docs/b.md',
    );
    assert.deepEqual(
      refs.map((r) => problemOf(r, read)),
      [null, null, 'docs/a.md has no heading #not-a-heading', 'docs/b.md does not exist'],
    );
    const links = referencesIn(
      path.join('docs', 'c.md'),
      '[a](a.md#money-and-rounding) [self](#x) [web](https://example.com) [app](/admin)\n```\n[no](nothing.md)\n```',
    );
    assert.deepEqual(
      links.map((r) => [r.target, r.anchor]),
      [
        [path.join('docs', 'a.md'), 'money-and-rounding'],
        [path.join('docs', 'c.md'), 'x'],
      ],
    );
    assert.equal(githubSlug('`priceLines`: one place for a line’s price (EUR)'), 'pricelines-one-place-for-a-lines-price-eur');
    assert.equal(outsideCitationsIn('apps/x.ts', '/** The routes of spec section 2. */').length, 1);
    assert.equal(outsideCitationsIn('apps/x.ts', '// (design.md section 8)').length, 1);
    assert.equal(outsideCitationsIn('seed/x.json', '"the catalogue of ../shared/catalogue.md"').length, 1);
    assert.equal(outsideCitationsIn('apps/x.ts', '// limits of §5').length, 1);
    assert.equal(outsideCitationsIn('apps/x.ts', '// docs/design.md#project-states').length, 0);
  });
});
