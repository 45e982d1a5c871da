import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  RELEASE_SYNC,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
} from 'quickjs-emscripten';
import { loadQuickJsWasm } from './load-quickjs.js';
import { wasmApi, type WasmMemory } from './wasm-api.js';
import { BOOTSTRAP_SOURCE } from './vm-source/bootstrap-source.js';

const SANDBOX_FILE = 'heron-sandbox.js';
const PAGE_BYTES = 64 * 1024;
/** The QuickJS build imports a memory of at least 16 MB (its static data, stack and first heap). */
export const INITIAL_MEMORY_BYTES = 256 * PAGE_BYTES;
/** A backstop no cap can exceed, whatever a caller asks for. */
export const MAX_MEMORY_BYTES = 1024 * 1024 * 1024;

/**
 * A fresh WebAssembly instance of QuickJS with a runtime, a context and the sandbox's own code
 * compiled (not run) in it. No script has touched it; it is handed to exactly one run.
 *
 * Each run gets its own instance, not just its own QuickJS runtime, for the memory limit:
 * QuickJS's own limit does not hold in this build (without malloc_usable_size it counts 8 bytes
 * per allocation, so strings and typed arrays grow the WebAssembly memory unbounded: see
 * quickjs-emscripten issues #255 and #271). A memory of the run's own can be capped, and whatever
 * a run leaves behind (an aborted instance, leaked objects) goes away with it.
 */
export interface PreparedSandbox {
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  /** The bootstrap function (see vm-source/bootstrap-source.ts), not yet called. */
  bootstrap: QuickJSHandle;
  /** Caps the instance's WebAssembly memory: growing past it fails, and QuickJS reports out of memory. */
  capMemory(bytes: number): void;
  /** True once the cap refused to let the memory grow: some allocation of the script failed. */
  hasHitMemoryCap(): boolean;
}

interface CappableMemory {
  memory: WasmMemory;
  setCap(bytes: number): void;
  hasRefused(): boolean;
}

/** A memory whose growth a run can cap; emscripten grows it by calling memory.grow(). */
function cappableMemory(): CappableMemory {
  const memory = new wasmApi.Memory({
    initial: INITIAL_MEMORY_BYTES / PAGE_BYTES,
    maximum: MAX_MEMORY_BYTES / PAGE_BYTES,
  });
  let capBytes = MAX_MEMORY_BYTES;
  let hasRefused = false;
  const grow = (pages: number): number => {
    if (memory.buffer.byteLength + pages * PAGE_BYTES > capBytes) {
      hasRefused = true;
      throw new RangeError('the script sandbox is at its memory limit');
    }
    return wasmApi.Memory.prototype.grow.call(memory, pages);
  };
  Object.defineProperty(memory, 'grow', { value: grow });
  return {
    memory,
    setCap: (bytes) => {
      capBytes = Math.min(MAX_MEMORY_BYTES, Math.max(INITIAL_MEMORY_BYTES, bytes));
    },
    hasRefused: () => hasRefused,
  };
}

/** Builds a sandbox; rejects with what QuickJS or WebAssembly threw. */
export async function createSandbox(): Promise<PreparedSandbox> {
  const wasmModule = await loadQuickJsWasm();
  const { memory, setCap, hasRefused } = cappableMemory();
  const quickJs = await newQuickJSWASMModuleFromVariant(
    newVariant(RELEASE_SYNC, { wasmModule, wasmMemory: memory }),
  );
  const runtime = quickJs.newRuntime();
  const context = runtime.newContext();
  const compiled = context.evalCode(BOOTSTRAP_SOURCE, SANDBOX_FILE, { type: 'global' });
  if (compiled.error) {
    const reason = JSON.stringify(context.dump(compiled.error));
    throw new Error(`the sandbox's own code did not compile: ${reason}`);
  }
  return {
    runtime,
    context,
    bootstrap: compiled.value,
    capMemory: setCap,
    hasHitMemoryCap: hasRefused,
  };
}

/**
 * Sandboxes kept ready. Compiling the sandbox's ~45 KB of JavaScript takes QuickJS a few
 * milliseconds (it compiles eagerly, and quickjs-emscripten cannot load saved bytecode), so
 * sandboxes are built ahead, one per macrotask, while the run that took one waits on its
 * request or its timers. Two are kept, so a request's pre-request and post-response scripts
 * both find one; runs beyond that build their own.
 */
const POOL_SIZE = 2;
const pool: Promise<PreparedSandbox | undefined>[] = [];
let isRefilling = false;

function soon(task: () => void): void {
  const timer: unknown = setTimeout(task, 0);
  // Never keep a process alive just to prepare a sandbox nobody may ask for.
  const unref = (timer as { unref?: unknown }).unref;
  if (typeof unref === 'function') unref.call(timer);
}

/** Tops the pool up, one sandbox at a time; a failure just leaves a slot that builds on demand. */
function refillSoon(): void {
  if (isRefilling) return;
  isRefilling = true;
  const step = (): void => {
    if (pool.length >= POOL_SIZE) {
      isRefilling = false;
      return;
    }
    const made = createSandbox().catch(() => undefined);
    pool.push(made);
    void made.then(() => soon(step));
  };
  soon(step);
}

/** A ready sandbox if there is one, else a new one; either way the pool is topped up. */
export async function takePreparedSandbox(): Promise<PreparedSandbox> {
  const next = pool.shift();
  refillSoon();
  return (await next) ?? createSandbox();
}
