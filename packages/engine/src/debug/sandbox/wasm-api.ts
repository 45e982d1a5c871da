/**
 * The few WebAssembly APIs the sandbox uses. The engine compiles without the DOM library, which
 * is where TypeScript declares WebAssembly, so they are typed here and read from globalThis
 * (Node and browsers both provide them).
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

/** A compiled module; opaque here, handed to quickjs-emscripten as it is. */
export type WasmModule = object;

interface WasmApi {
  Memory: {
    new (descriptor: { initial: number; maximum: number }): WasmMemory;
    prototype: WasmMemory;
  };
  compile(bytes: Uint8Array): Promise<WasmModule>;
}

export const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
