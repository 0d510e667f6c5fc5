// "Did you mean": names close to a mistyped one, by edit distance (doc ids in a
// sidebars file, front matter keys).

/** Up to three ids closest to `id` by edit distance (for "did you mean"). */
export function nearIds(id: string, ids: string[]): string[] {
  const target = id.toLowerCase();
  return ids
    .map((candidate) => ({ candidate, distance: editDistance(target, candidate.toLowerCase()) }))
    .filter((entry) => entry.distance <= Math.max(3, Math.floor(target.length / 2)))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map((entry) => entry.candidate);
}

export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
