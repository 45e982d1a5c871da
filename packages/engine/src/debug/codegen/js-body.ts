import type { CodeBody } from './code-request.js';
import { jsString, jsText } from './js-literal.js';

/** The statements that build a body for fetch and axios (Node 20: FormData and Blob are global). */
export interface JsBody {
  /** Import lines the statements need. */
  imports: string[];
  /** Lines that declare `const <name>`, the body to send. */
  statements: string[];
}

const READ_FILE_IMPORT = "import { readFile } from 'node:fs/promises';";

export function jsBody(body: CodeBody, name: string): JsBody {
  switch (body.kind) {
    case 'none':
      return { imports: [], statements: [] };
    case 'text':
      return { imports: [], statements: [`const ${name} = ${jsText(body.text)};`] };
    case 'urlencoded':
      // Pairs rather than an object: names may repeat and their order is kept.
      return {
        imports: [],
        statements: [
          `const ${name} = new URLSearchParams([`,
          ...body.fields.map((f) => `  [${jsString(f.name)}, ${jsString(f.value)}],`),
          ']);',
        ],
      };
    case 'multipart': {
      const statements = [`const ${name} = new FormData();`];
      for (const part of body.parts) {
        statements.push(
          part.kind === 'text'
            ? `${name}.append(${jsString(part.name)}, ${jsString(part.value)});`
            : `${name}.append(${jsString(part.name)}, new Blob([await readFile(${jsString(part.fileName)})], { type: ${jsString(part.contentType)} }), ${jsString(part.fileName)});`,
        );
      }
      const hasFile = body.parts.some((part) => part.kind === 'file');
      return { imports: hasFile ? [READ_FILE_IMPORT] : [], statements };
    }
    case 'file':
      return {
        imports: [READ_FILE_IMPORT],
        statements: [`const ${name} = await readFile(${jsString(body.fileName)});`],
      };
  }
}
