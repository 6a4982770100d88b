// `npm test -- --changed`: the spec files the working tree's change touches (docs/testing.md#the-quick-loop).
//
// A spec is touched when it changed itself, or when one of these leads from a changed file to it:
// - imports: the spec's source imports the changed module, directly or through others; a test
//   file's imports are not followed into the API's own modules (every API and browser spec boots
//   the whole product, so that would select them all);
// - routes: the changed file is in an API feature folder whose controllers serve a route the
//   spec (or a test helper it imports) calls, e.g. `/api/project-v1`;
// - test ids: the changed front-end file renders a `data-testid` the spec looks for;
// - paths: the changed file is data (rules, seed, fixtures) whose path or folder the spec names;
//   a changed page of docs/ selects the docs specs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sourceOf } from './plan.mjs';

const SOURCE_ROOTS = ['apps', 'libs', 'test'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-spec', '.vite']);

/** Paths (relative to root) that differ from HEAD in the working tree, untracked ones included; with none, the last commit's. */
export function changedPaths(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const status = git('status', '--porcelain=v1', '-z', '--untracked-files=all').split('\0').filter(Boolean);
  const paths = [];
  for (let i = 0; i < status.length; i++) {
    const entry = status[i];
    paths.push(entry.slice(3));
    // A rename is followed by its old path, which is gone.
    if (entry[0] === 'R' || entry[0] === 'C') i++;
  }
  if (paths.length > 0) return { paths, against: 'the working tree against HEAD' };
  return {
    paths: git('diff', '--name-only', 'HEAD~1', 'HEAD').split('\n').filter(Boolean),
    against: 'the last commit (the working tree is clean)',
  };
}

/** The TypeScript sources under a folder. */
function sourcesUnder(dir, found = []) {
  if (!existsSync(dir)) return found;
  if (statSync(dir).isDirectory()) {
    for (const child of readdirSync(dir)) if (!SKIPPED.has(child)) sourcesUnder(path.join(dir, child), found);
  } else if (/\.tsx?$/.test(dir) && !dir.endsWith('.d.ts')) found.push(dir);
  return found;
}

const sourceFiles = (root) => SOURCE_ROOTS.flatMap((name) => sourcesUnder(path.join(root, name)));

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The source file an import names, or undefined for packages outside the repository. */
function resolveImport(root, from, specifier) {
  const candidates = (base) => [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
  ];
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@lsp/api/')) base = path.join(root, 'apps', 'api', 'src', specifier.slice('@lsp/api/'.length));
  else if (/^@lsp\/[^/]+$/.test(specifier)) base = path.join(root, 'libs', specifier.slice('@lsp/'.length), 'src', 'index.ts');
  else return undefined;
  return candidates(base).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export function changedSpecSelector(root) {
  const { paths, against } = changedPaths(root);
  const changed = new Set(paths.map((relative) => path.join(root, relative)));
  const texts = new Map();
  const textOf = (file) => {
    if (!texts.has(file)) texts.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
    return texts.get(file);
  };
  const apiSource = path.join(root, 'apps', 'api', 'src') + path.sep;
  const testRoot = path.join(root, 'test') + path.sep;
  const importsOf = new Map();
  for (const file of sourceFiles(root)) {
    const imported = [];
    for (const match of textOf(file).matchAll(IMPORT)) {
      const target = resolveImport(root, file, match[1] ?? match[2]);
      // A test file's way into the API stops at the API: see the head of this file.
      if (target && !(file.startsWith(testRoot) && target.startsWith(apiSource))) imported.push(target);
    }
    importsOf.set(file, imported);
  }
  const closures = new Map();
  const closureOf = (file) => {
    if (closures.has(file)) return closures.get(file);
    const seen = new Set([file]);
    const stack = [file];
    while (stack.length > 0) for (const next of importsOf.get(stack.pop()) ?? []) if (!seen.has(next) && seen.add(next)) stack.push(next);
    closures.set(file, seen);
    return seen;
  };

  // What the changed files are, for the links that are not imports.
  const routes = new Set();
  const testIds = new Set();
  const dataPaths = [];
  let docsChanged = false;
  for (const file of changed) {
    const relative = path.relative(root, file);
    if (file.startsWith(apiSource)) {
      const feature = relative.split(path.sep).slice(0, 4).join(path.sep);
      for (const source of sourcesUnder(path.join(root, feature)).filter((f) => f.endsWith('.controller.ts')))
        for (const match of textOf(source).matchAll(/@Controller\(\s*['"`]([^'"`$]*)/g)) if (match[1]) routes.add(`/api/${match[1]}`);
    } else if (/^apps\/(web|admin)\/src\//.test(relative)) {
      for (const match of textOf(file).matchAll(/data-testid=\{?['"`]([\w-]+)/g)) testIds.add(match[1]);
    } else if (relative.endsWith('.md')) docsChanged = true;
    else if (!/\.(tsx?|mjs|cjs|js)$/.test(relative)) {
      // The file and its folders of two segments or more, e.g. rules/lift-shaft/golden and rules/lift-shaft.
      const parts = relative.split(path.sep);
      for (let n = parts.length; n >= 2; n--) dataPaths.push(parts.slice(0, n).join('/'));
    }
  }

  const reasons = new Map();
  const selects = (file) => {
    if (reasons.has(file)) return reasons.get(file) !== undefined;
    const source = sourceOf(root, file);
    const closure = closureOf(source);
    const closureText = () => [...closure].map(textOf).join('\n');
    let reason;
    if (changed.has(source)) reason = 'changed';
    else if ([...closure].some((f) => changed.has(f))) reason = 'imports';
    else if (routes.size && [...routes].some((route) => closureText().includes(route))) reason = 'routes';
    else if (
      testIds.size &&
      source.includes(`${path.sep}browser${path.sep}`) &&
      [...testIds].some((id) => closureText().includes(`'${id}'`) || closureText().includes(`"${id}"`))
    )
      reason = 'test ids';
    else if (dataPaths.length && dataPaths.some((p) => closureText().includes(p))) reason = 'paths';
    else if (docsChanged && source.includes(`${path.sep}test${path.sep}docs${path.sep}`)) reason = 'docs';
    reasons.set(file, reason);
    return reason !== undefined;
  };
  return {
    selects,
    describe() {
      return `${changed.size} changed files in ${against}`;
    },
    /** Why a spec file was selected, or undefined. */
    reasonFor: (file) => reasons.get(file),
  };
}
