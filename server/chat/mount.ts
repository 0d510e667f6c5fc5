// Mounts the chat service at /api/docsChat in front of a site handler, so the
// default set-up (pxdocs serve, pxdocs dev) answers chat on the site's origin.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from '../static-handler.js';
import { dirname, join } from 'node:path';
import { isChatPath, createChatHandler, type ChatLocales, type ChatOptions } from './handler.js';
import { outputLocales, startPage } from '../../compiler/search/locales-file.js';
import { RECORDS_FILE } from '../../compiler/search/config.js';
import { attachVectors, readEmbeddingsState } from '../../compiler/search/embeddings.js';
import type { BackgroundVectors } from './background-vectors.js';
import type { ChatRecord } from './retrieval.js';
import type { SiteSubject } from './model.js';
import { readWhenChanged, type FileStamp } from '../../compiler/file-stamp.js';
import { SectionBuilder, type SectionSet } from '../../compiler/search/sections.js';
import { readRecordsFileAsync } from '../../compiler/search/records-file.js';

export function withChat(site: Handler, chat: ReturnType<typeof createChatHandler>): Handler {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (isChatPath(path)) return chat(request, response);
    return site(request, response);
  };
}

/**
 * The sections of the records the build wrote (out/search-records.json), with
 * their section vectors; made again when the file changes. The file is read in
 * pieces between other requests (at 10,000 pages it is 177 MB packed, 2 s of
 * parsing), each record going straight into its section, so the million
 * records are never all held; meanwhile the getter gives the promise. When the
 * build left sections without a vector, `background` embeds them.
 */
export function recordsFromFile(file: string, background?: BackgroundVectors): () => SectionSet | Promise<SectionSet> {
  let cached: SectionSet = { sections: [] };
  let loading: Promise<SectionSet> | undefined;
  let stamp = '';
  let checked = 0;
  const load = async (): Promise<SectionSet> => {
    try {
      const sections = new SectionBuilder();
      await readRecordsFileAsync(file, { pick: (record) => sections.add(record as ChatRecord) });
      const made: SectionSet = { sections: sections.passages() };
      // The build writes the section vectors beside the records.
      const state = readEmbeddingsState(dirname(file));
      if (state && 'vectors' in state) attachVectors(made, state.vectors);
      else if (state && background) background.start(made, state.pending);
      cached = made;
    } catch (error) {
      console.error(`pxdocs chat: could not read ${file} (${error instanceof Error ? error.message : String(error)}); answering from the records read before. Build the site again to write it anew.`);
    }
    return cached;
  };
  return () => {
    // A rebuild replaces the file; looking at its size and time once a second is enough.
    const now = Date.now();
    if (now - checked < 1000 || !existsSync(file)) return loading ?? cached;
    checked = now;
    const info = statSync(file);
    const next = `${info.size}:${info.mtimeMs}`;
    // Read once per version of the file: one that cannot be read is not read again on every question.
    if (next !== stamp) {
      stamp = next;
      const started = load();
      loading = started;
      void started.finally(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading ?? cached;
  };
}

/**
 * The locales of the build in `outDir` (`outputLocales`: its locales file, read
 * again when a build replaces it, or an English site's one locale), each other
 * locale's records read from its folder when a question in it comes, and kept
 * as `recordsFromFile` keeps the default's. Another locale's section vectors
 * are those its pass wrote (an English one's); none left for later are
 * embedded here (the next build does).
 */
export function localesFromOutput(outDir: string): () => ChatLocales {
  const readers = new Map<string, () => SectionSet | Promise<SectionSet>>();
  return () => {
    const found = outputLocales(outDir);
    return {
      locales: found.locales.map((locale) => ({ name: locale.name, words: locale.chatWords, start: startPage(outDir, locale.path) })),
      records(name) {
        const locale = found.locales.find((candidate) => candidate.name === name)!;
        const file = join(outDir, locale.path, RECORDS_FILE);
        let reader = readers.get(file);
        if (!reader) {
          reader = recordsFromFile(file);
          readers.set(file, reader);
        }
        return reader();
      },
    };
  };
}

const subjects = new Map<string, { stamp: FileStamp; value: SiteSubject | undefined }>();

/**
 * What the build in `outDir` is about, for the model: the title and tagline its `llms.txt`
 * opens with (`# Title`, then `> Tagline`), read again when a build replaces it (the server
 * reads no config). Undefined without the file.
 */
export function subjectFromOutput(outDir: string): () => SiteSubject | undefined {
  return () => readWhenChanged(subjects, join(outDir, 'llms.txt'), (before) => {
    try {
      const head = readFileSync(join(outDir, 'llms.txt'), 'utf8').slice(0, 4096).split('\n');
      const title = /^# (.+)$/.exec(head[0])?.[1].trim();
      const tagline = head[1] === '' ? /^> (.+)$/.exec(head[2] ?? '')?.[1].trim() : undefined;
      return title ? { title, ...(tagline ? { tagline } : {}) } : undefined;
    } catch {
      return before;
    }
  });
}

export type { ChatOptions };
