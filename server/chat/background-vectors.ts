// The section vectors a build left for later. 'auto' (or a number) bounds the
// embedding work of a build, so a new site's first build is not held up for
// minutes by the model; the output then says how many sections have no vector
// (`pending` in chat-embeddings.json). A server of that output (`pxdocs serve`,
// `pxdocs chat`) embeds them on one worker thread while it answers (the other
// cores keep serving), the chat ranking by words meanwhile, and attaches the
// vectors to the sections once all are there, so the next question is ranked
// by meaning too. They go into the site's embeddings cache as they come
// (checkpoints), so the next build takes them from there instead of embedding.
import { buildPassageEmbeddings, embeddingsMode, parseEmbeddings, attachVectors } from '../../compiler/search/embeddings.js';
import type { SectionSet } from '../../compiler/search/sections.js';

/** The model's pace on one thread (400-character sections; 365 took 29 s here): for the estimate in the start line. */
const SECTIONS_PER_SECOND = 12;

export interface BackgroundVectorsOptions {
  /** The site's embeddings cache (the build's `.pxdocs/embeddings-cache.json`). */
  cacheFile: string;
  /** Where the start, the end and a failure are told (one line each). */
  log?: (message: string) => void;
}

export interface BackgroundVectors {
  /** Embeds what `set` lacks, stopping the work started for an earlier set. */
  start(set: SectionSet, pending: number): void;
  /** The work under way (resolves when it ends, however it ends; at once when there is none). */
  readonly running: Promise<void>;
  /** Stops the work; what was embedded stays in the cache. */
  close(): Promise<void>;
}

export function backgroundVectors({ cacheFile, log = () => undefined }: BackgroundVectorsOptions): BackgroundVectors {
  let current: { stop: AbortController; done: Promise<void> } | undefined;
  const sections = (count: number) => `${count} section${count === 1 ? '' : 's'}`;
  return {
    start(set, pending) {
      current?.stop.abort();
      // PXDOCS_CHAT_EMBEDDINGS=off turns the model off everywhere, here too.
      if (embeddingsMode('auto') === 'off') return;
      const stop = new AbortController();
      const started = performance.now();
      log(`Chat: embedding the ${sections(pending)} the build left without a vector, in the background on one thread (about ${Math.max(1, Math.round(pending / SECTIONS_PER_SECOND / 60))} min); the chat ranks by words until they are done. chat.embeddings: 'off' (or PXDOCS_CHAT_EMBEDDINGS=off) turns this off.`);
      const done = buildPassageEmbeddings(set.sections, cacheFile, { workers: 1, signal: stop.signal }).then(
        (built) => {
          attachVectors(set, parseEmbeddings(built.meta, built.bytes));
          log(`Chat: every section has its vector (${sections(built.meta.sections.length)}, ${built.embedded} embedded in ${((performance.now() - started) / 1000).toFixed(1)} s and cached in ${cacheFile}); the chat now ranks by meaning and words.`);
        },
        (error: unknown) => {
          if (stop.signal.aborted) return;
          log(`Chat: embedding in the background failed (${error instanceof Error ? error.message : String(error)}); the chat keeps ranking by words. Build with PXDOCS_CHAT_EMBEDDINGS=on to embed every section in the build.`);
        },
      );
      current = { stop, done };
    },
    get running() {
      return current?.done ?? Promise.resolve();
    },
    async close() {
      current?.stop.abort();
      await current?.done;
    },
  };
}
