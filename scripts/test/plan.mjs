// Which spec files run, on which databases, and which of them must run alone (docs/testing.md#how-the-suite-runs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Compiled spec files under a folder (node_modules skipped), sorted. */
export function specFilesUnder(dir) {
  const found = [];
  const visit = (entry) => {
    let stat;
    try {
      stat = statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) if (child !== 'node_modules') visit(path.join(entry, child));
    } else if (entry.endsWith('.spec.js')) found.push(entry);
  };
  visit(dir);
  return found.sort();
}

/** Where each built spec comes from: compiled output folder → source folder. */
export function sourceOf(root, file) {
  const relative = path.relative(root, file);
  const candidates = [];
  let match;
  if ((match = /^(libs\/[^/]+|apps\/api)\/dist\/(.+)\.js$/.exec(relative))) candidates.push(`${match[1]}/src/${match[2]}`);
  else if ((match = /^(apps\/[^/]+)\/dist-spec\/(.+)\.js$/.exec(relative))) candidates.push(`${match[1]}/src/${match[2]}`);
  else if ((match = /^test\/dist\/(.+)\.js$/.exec(relative))) candidates.push(`test/${match[1]}`);
  for (const base of candidates)
    for (const ext of ['.ts', '.tsx']) if (existsSync(path.join(root, base + ext))) return path.join(root, base + ext);
  return file;
}

/**
 * A spec's wishes to the runner, from a comment on its first lines:
 * `// test-runner: alone -- <reason>` runs it with no other file beside it;
 * `// test-runner: postgresql too -- <reason>` runs a browser spec on PostgreSQL as well.
 */
export function markersOf(source) {
  const head = readFileSync(source, 'utf8').split('\n', 5).join('\n');
  const marks = [...head.matchAll(/^\/\/ test-runner: ([a-z ]+?)\s*(?:--|$)/gm)].map((match) => match[1]);
  return { alone: marks.includes('alone'), postgresqlToo: marks.includes('postgresql too') };
}

/**
 * The jobs of a run. Unit specs once; API specs on PGlite and, with a PostgreSQL server, again on
 * it; browser specs once on PGlite, plus those marked `postgresql too` on the server.
 */
export function planJobs({ root, selected: selectedFile, postgresql }) {
  // A file is chosen by its built path or by its source's, as the run prints it (test/api/…).
  // A built spec whose source is gone (moved or deleted since the last build) is not run: the
  // builds never delete their old output.
  const selected = (file) => {
    const source = sourceOf(root, file);
    return source !== file && (selectedFile(file) || selectedFile(path.relative(root, source)));
  };
  const unitFiles = [
    ...readdirSync(path.join(root, 'libs')).flatMap((lib) => specFilesUnder(path.join(root, 'libs', lib, 'dist'))),
    ...specFilesUnder(path.join(root, 'apps', 'api', 'dist')),
    // The apps' own unit tests, bundled for Node by scripts/build.mjs.
    ...specFilesUnder(path.join(root, 'apps', 'web', 'dist-spec')),
    ...specFilesUnder(path.join(root, 'apps', 'admin', 'dist-spec')),
  ].filter(selected);
  const e2eFiles = specFilesUnder(path.join(root, 'test', 'dist')).filter(selected);
  const job = (file, database, kind) => {
    const source = sourceOf(root, file);
    const marks = markersOf(source);
    return { file, source, kind, database, alone: marks.alone, postgresqlToo: marks.postgresqlToo, name: path.relative(root, source) };
  };
  const unit = unitFiles.map((file) => job(file, undefined, 'unit'));
  // test/<folder>/: api and browser specs boot the product on a database; others (docs) need none.
  const folderOf = (file) => path.relative(path.join(root, 'test', 'dist'), file).split(path.sep)[0];
  const e2e = e2eFiles.map((file) => {
    const folder = folderOf(file);
    return folder === 'api' || folder === 'browser' ? job(file, 'pglite', folder) : job(file, undefined, 'other');
  });
  const onServer = postgresql
    ? e2e
        .filter((entry) => entry.kind === 'api' || (entry.kind === 'browser' && entry.postgresqlToo))
        .map((entry) => ({ ...entry, database: 'postgresql' }))
    : [];
  return { unit, e2e: [...e2e, ...onServer] };
}
