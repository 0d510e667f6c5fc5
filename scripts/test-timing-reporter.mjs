// A node:test reporter that writes one JSON line per event with the wall-clock
// time it arrived, so a run's per-file times can be worked out afterwards
// (scripts/test-times.mjs). Used by `node scripts/run-tests.mjs --timing <file>`.
export default async function* timingReporter(source) {
  for await (const event of source) {
    const { data } = event;
    if (!data || typeof data !== 'object') continue;
    const line = { t: Date.now(), type: event.type, file: data.file, name: data.name, nesting: data.nesting };
    if (data.details?.duration_ms !== undefined) line.duration = data.details.duration_ms;
    yield `${JSON.stringify(line)}\n`;
  }
}
