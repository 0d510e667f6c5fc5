const z = require('zlib'), fs = require('fs');
const b = fs.readFileSync('/tmp/s1k/o/learn/vadalog/rules.html');
const mode = process.argv[2];
const t = performance.now();
for (let i = 0; i < 2000; i++) {
  if (mode === 'br') z.brotliCompressSync(b, { params: { [z.constants.BROTLI_PARAM_QUALITY]: 5, [z.constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
  if (mode === 'brwin') z.brotliCompressSync(b, { params: { [z.constants.BROTLI_PARAM_QUALITY]: 5, [z.constants.BROTLI_PARAM_SIZE_HINT]: b.length, [z.constants.BROTLI_PARAM_LGWIN]: 17 } });
  if (mode === 'gz') z.gzipSync(b, { level: 6 });
}
console.error(mode, (performance.now() - t).toFixed(0), 'ms', b.length, 'bytes');
