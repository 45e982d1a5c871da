import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { wasmApi, type WasmModule } from './wasm-api.js';

let compiling: Promise<WasmModule> | undefined;

/** The QuickJS WebAssembly file that ships with quickjs-emscripten's release-sync variant. */
function quickJsWasmPath(): string {
  // Resolved from quickjs-emscripten's own location: the variant is its dependency, not ours.
  const fromEngine = createRequire(import.meta.url);
  const fromQuickJs = createRequire(fromEngine.resolve('quickjs-emscripten'));
  return fromQuickJs.resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
}

/**
 * The QuickJS WebAssembly module, read and compiled once per process. Each run instantiates it
 * afresh (see prepared-sandbox.ts), which takes about a millisecond; compiling takes several.
 * A failed load is forgotten so the next run retries.
 */
export function loadQuickJsWasm(): Promise<WasmModule> {
  compiling ??= readFile(quickJsWasmPath())
    .then((bytes) => wasmApi.compile(bytes))
    .catch((error: unknown) => {
      compiling = undefined;
      throw error;
    });
  return compiling;
}
