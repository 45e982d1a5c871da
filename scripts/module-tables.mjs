// Lists, per server module, the tables it uses and whose they are (issue 20). A table belongs to
// the module its schema file is named after (`db/schema/<module>.ts`). Prints each table's owner,
// the modules that write it and those that only read it, then every use of a table by a module
// that does not own it (an import of the table, or raw SQL naming it), and every import of
// another module's file other than its index.ts (or worker-entry.ts, the worker-safe part of its
// public surface). The lint rules (eslint.config.js) refuse both;
// this shows the whole picture at once. Usage: node scripts/module-tables.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/server/src');
const modulesDir = path.join(src, 'modules');
const schemaDir = path.join(src, 'db/schema');

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));
}

/** The tables of the schema, by exported name, with their SQL names. */
function readTables() {
  const tables = new Map();
  for (const file of filesUnder(schemaDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      tables.set(m[1], { sqlName: m[2], file: path.relative(root, file) });
    }
  }
  return tables;
}

const tables = readTables();
const bySqlName = new Map([...tables].map(([name, t]) => [t.sqlName, name]));

function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') ? undefined : rel.split(path.sep)[0];
}

const uses = []; // { module, file, table, kind: 'read' | 'write' }
const reachIns = []; // { module, file, target }

for (const file of filesUnder(modulesDir)) {
  const module = moduleOf(file);
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imported = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const spec = statement.moduleSpecifier?.text;
    if (!spec?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts'));
    const targetModule = moduleOf(target);
    const isEntry = ['index.ts', 'worker-entry.ts'].includes(path.basename(target));
    if (targetModule && targetModule !== module && !isEntry) {
      reachIns.push({ module, file: path.relative(src, file), target: path.relative(src, target) });
    }
    const names = [];
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : statement;
    const bindings = ts.isImportDeclaration(statement)
      ? clause?.namedBindings
      : statement.exportClause;
    if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
      for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
    }
    for (const name of names) if (tables.has(name)) imported.add(name);
  }
  // A table is written where it is the argument of insert/update/delete, read anywhere else.
  const written = new Set();
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    if (imported.has(m[2])) written.add(m[2]);
  }
  // Raw SQL naming a table by its SQL name counts as a read (or a write after insert/update).
  for (const m of text.matchAll(/\b(from|join|into|update)\s+"?(\w+)"?/gi)) {
    const name = bySqlName.get(m[2]);
    if (!name) continue;
    imported.add(name);
    if (/into|update/i.test(m[1])) written.add(name);
  }
  for (const table of imported) {
    uses.push({
      module,
      file: path.relative(src, file),
      table,
      kind: written.has(table) ? 'write' : 'read',
    });
  }
}

/** The owner: the one module that writes the table; when several do, they are all listed. */
const report = [...tables.keys()].sort().map((table) => {
  const mine = uses.filter((u) => u.table === table);
  const writers = [...new Set(mine.filter((u) => u.kind === 'write').map((u) => u.module))];
  const readers = [...new Set(mine.map((u) => u.module))].filter((m) => !writers.includes(m));
  const owner = path.basename(tables.get(table).file, '.ts');
  return { table, file: tables.get(table).file, owner, writers, readers };
});

const ownerOf = (row) => row.owner;
const foreign = uses.filter((u) => {
  const row = report.find((r) => r.table === u.table);
  const owner = ownerOf(row);
  return owner !== u.module;
});
const pairs = new Set(
  foreign.map((u) => `${u.module} → ${ownerOf(report.find((r) => r.table === u.table)) ?? '?'}`),
);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ report, foreign, reachIns }, null, 2));
} else {
  console.log('table'.padEnd(24), 'owner'.padEnd(16), 'writers'.padEnd(36), 'other readers');
  for (const row of report) {
    console.log(
      row.table.padEnd(24),
      (ownerOf(row) ?? '?').padEnd(16),
      row.writers.join(',').padEnd(36),
      row.readers.join(','),
    );
  }
  console.log(`\nuses of a table by a module that does not own it: ${foreign.length}`);
  for (const u of foreign)
    console.log(`  ${u.module.padEnd(16)} ${u.kind.padEnd(5)} ${u.table.padEnd(22)} ${u.file}`);
  console.log(`module pairs (user → owner): ${pairs.size}`);
  for (const p of [...pairs].sort()) console.log(`  ${p}`);
  console.log(
    `\nimports of another module's file other than its index.ts or worker-entry.ts: ${reachIns.length}`,
  );
  for (const r of reachIns) console.log(`  ${r.file} → ${r.target}`);
}
