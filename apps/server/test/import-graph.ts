import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where the server's sources are; graph paths are relative to it (`db/client.ts`). */
export const SERVER_SRC = path.resolve(import.meta.dirname, '../src');

/** Packages that only the thread answering HTTP needs: the database and Fastify. */
export const MAIN_THREAD_PACKAGES = /^(drizzle-orm|fastify|@fastify\/|pg$|@electric-sql\/)/;

/**
 * Every server file a module loads when imported (relative imports followed; `import type` and
 * `export type` skipped, as the compiled JavaScript drops them) and the packages it names. Reads
 * the source as text: nothing is loaded.
 */
export function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) continue;
      if (isImport ? statement.importClause?.isTypeOnly : statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      if (specifier.text.startsWith('.')) {
        visit(path.resolve(path.dirname(file), specifier.text.replace(/\.js$/, '.ts')));
      } else {
        packages.add(specifier.text);
      }
    }
  };
  visit(path.resolve(SERVER_SRC, entry));
  return {
    files: [...files].map((file) => path.relative(SERVER_SRC, file)),
    packages: [...packages],
  };
}
