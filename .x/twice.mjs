const { tuneV8 } = await import('/work/main/dist/cli/v8-flags.js'); tuneV8();
const { build, Reporter } = await import('/work/main/dist/bundle/build-api.js');
class R extends Reporter { async task(name, run) { const t = performance.now(); const r = await super.task(name, run); if (/pages|search|output/.test(name)) process.stdout.write(`${name} ${(performance.now()-t).toFixed(0)} ms; `); return r; } }
for (let i = 0; i < 4; i++) {
  const t = performance.now();
  await build({ cwd: '/work/main', outDir: `/tmp/otwice${i}`, reporter: new R({ quiet: true }), cache: false, workers: 1 });
  console.log(`\nbuild ${i}: ${(performance.now() - t).toFixed(0)} ms`);
}
