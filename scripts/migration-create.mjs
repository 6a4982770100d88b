// `npm run migration:create -- <name>`: writes the next migration, the difference between the
// entities and the schema that the committed migrations build, as MikroORM's schema generator
// sees it (docs/database.md#schema), and lists it in migrations/index.ts. Nothing to write when
// they agree. It works on a fresh embedded database in a temporary folder, never on yours.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(root, 'apps', 'api', 'src', 'database', 'migrations');
const name = (process.argv[2] ?? '').trim();
if (!/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('Name the migration in lower case with underscores: npm run migration:create -- quantity_check');
  process.exit(2);
}

/** SQL as a template literal, as the hand-written migrations have it. */
const quoted = (sql) => (/[`\\]|\$\{/.test(sql) ? JSON.stringify(sql) : `\`${sql}\``);

const { openDatabase } = await import(path.join(root, 'apps', 'api', 'dist', 'database', 'orm.js'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-migration-'));
const orm = await openDatabase({ driver: 'pglite', dataDir });
try {
  const changes = await orm.schema.getUpdateSchemaSQL({ wrap: false });
  if (changes.trim() === '') {
    console.log('The entities and the migrations agree: no migration written.');
  } else {
    // The next number after the newest migration keeps the files in order whatever the clock says.
    const newest = readdirSync(migrationsDir)
      .filter((file) => /^Migration\d{14}_/.test(file))
      .sort()
      .at(-1);
    const stamp = newest ? String(BigInt(newest.slice(9, 23)) + 100n) : '20260101000000';
    const className = `Migration${stamp}_${name}`;
    const statements = changes
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const code = [
      "import { Migration } from '@mikro-orm/migrations';",
      '',
      `/** ${name.replace(/_/g, ' ')}: written by npm run migration:create; say here why. */`,
      `export class ${className} extends Migration {`,
      '  override up(): void {',
      ...statements.map((sql) => `    this.addSql(${quoted(sql.replace(/;$/, ''))});`),
      '  }',
      '}',
      '',
    ].join('\n');
    writeFileSync(path.join(migrationsDir, `${className}.ts`), code);
    const indexFile = path.join(migrationsDir, 'index.ts');
    const index = readFileSync(indexFile, 'utf8')
      .replace(/\n\n\/\*\*/, `\nimport { ${className} } from './${className}.js';\n\n/**`)
      .replace(/\n\];\n$/, `\n  { name: '${className}', class: ${className} },\n];\n`);
    writeFileSync(indexFile, index);
    console.log(`Written: apps/api/src/database/migrations/${className}.ts (listed in index.ts)\n\n${changes.trim()}`);
  }
} finally {
  await orm.close();
  rmSync(dataDir, { recursive: true, force: true });
}
