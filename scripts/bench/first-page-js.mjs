// The JavaScript a browser downloads before the customer app's first page (the project explorer
// at `/`) shows: the entry chunk, everything it imports statically, and the explorer page's lazy
// chunk with its static imports, and the validators of the answers it checks, gzipped as a server would send them. Read from Vite's manifest
// of the production build (apps/web/dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const FIRST_PAGE = 'src/features/project-explorer/ProjectExplorerPage.tsx';
/** The answers the first page checks (config, user, settings, project list): each validator is a chunk. */
const FIRST_PAGE_VALIDATORS = ['ClientConfig', 'CurrentUser', 'Settings', 'ProjectListAnswer'];
const TARGET_KB = 250;

/** The chunk files `start` needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of manifest[start].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

export function benchFirstPageJs({ line, root }) {
  const dist = `${root}apps/web/dist/`;
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry || !manifest[FIRST_PAGE]) throw new Error(`manifest lacks index.html or ${FIRST_PAGE}: build apps/web first`);
  let chunks = staticClosure(manifest, FIRST_PAGE, staticClosure(manifest, entry));
  for (const id of FIRST_PAGE_VALIDATORS) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`virtual:contract-validators/${id}`));
    if (!key) throw new Error(`manifest lacks the validator of ${id}`);
    chunks = staticClosure(manifest, key, chunks);
  }
  const sizes = [...chunks]
    .map((key) => {
      const bytes = readFileSync(dist + manifest[key].file);
      return { file: manifest[key].file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const { file, gzip } of sizes.slice(0, 8)) line(`  ${file}`, kb(gzip));
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
  line(`first page (/): ${sizes.length} chunks, gzipped (raw ${kb(raw)})`, kb(total), {
    text: `<= ${TARGET_KB} kB`,
    ok: total <= TARGET_KB * 1000,
  });
}
