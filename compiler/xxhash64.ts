// XXH64 (seed 0), the hash webpack's `xxhash64` gives, which Docusaurus sets as
// its output hash function: CSS module class names (css-modules.ts) are
// Docusaurus's own only when made from the same digest. Node's crypto has no
// XXH64. BigInt arithmetic: inputs here are a path and a class name, never large.
const MASK = (1n << 64n) - 1n;
const P1 = 0x9e3779b185ebca87n;
const P2 = 0xc2b2ae3d27d4eb4fn;
const P3 = 0x165667b19e3779f9n;
const P4 = 0x85ebca77c2b2ae63n;
const P5 = 0x27d4eb2f165667c5n;

const rotl = (value: bigint, bits: bigint) => ((value << bits) | (value >> (64n - bits))) & MASK;
const round = (acc: bigint, lane: bigint) => (rotl((acc + lane * P2) & MASK, 31n) * P1) & MASK;
const merge = (acc: bigint, value: bigint) => (((acc ^ round(0n, value)) * P1 + P4) & MASK);

/** The 8 bytes of the digest, most significant first (as webpack's `digest()` gives them). */
export function xxhash64(input: Uint8Array): Buffer {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const length = input.byteLength;
  let offset = 0;
  let hash: bigint;
  if (length >= 32) {
    let v1 = (P1 + P2) & MASK;
    let v2 = P2;
    let v3 = 0n;
    let v4 = (MASK + 1n - P1) & MASK;
    for (; offset + 32 <= length; offset += 32) {
      v1 = round(v1, view.getBigUint64(offset, true));
      v2 = round(v2, view.getBigUint64(offset + 8, true));
      v3 = round(v3, view.getBigUint64(offset + 16, true));
      v4 = round(v4, view.getBigUint64(offset + 24, true));
    }
    hash = (rotl(v1, 1n) + rotl(v2, 7n) + rotl(v3, 12n) + rotl(v4, 18n)) & MASK;
    for (const v of [v1, v2, v3, v4]) hash = merge(hash, v);
  } else {
    hash = P5;
  }
  hash = (hash + BigInt(length)) & MASK;
  for (; offset + 8 <= length; offset += 8) {
    hash ^= round(0n, view.getBigUint64(offset, true));
    hash = (rotl(hash, 27n) * P1 + P4) & MASK;
  }
  if (offset + 4 <= length) {
    hash ^= (BigInt(view.getUint32(offset, true)) * P1) & MASK;
    hash = (rotl(hash, 23n) * P2 + P3) & MASK;
    offset += 4;
  }
  for (; offset < length; offset++) {
    hash ^= (BigInt(input[offset]!) * P5) & MASK;
    hash = (rotl(hash, 11n) * P1) & MASK;
  }
  hash ^= hash >> 33n;
  hash = (hash * P2) & MASK;
  hash ^= hash >> 29n;
  hash = (hash * P3) & MASK;
  hash ^= hash >> 32n;
  const digest = Buffer.alloc(8);
  digest.writeBigUInt64BE(hash);
  return digest;
}
