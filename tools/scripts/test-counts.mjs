// Reads the closing counts a suite prints: jest's `Tests: 1 failed, 2 skipped, 9 passed, 12 total`,
// the fuzz script's `Fuzz: 3 passed, 0 failed` (one per role) and node's test runner's `ℹ pass 4`.
const SUMMARY = /^\s*(Tests|Fuzz):\s+(\d.*)$/;
const NODE_RUNNER = /^[ℹ#] (pass|fail|skipped|todo) (\d+)$/;
const KINDS = { passed: 'passed', failed: 'failed', skipped: 'skipped', todo: 'skipped' };

export const emptyCounts = () => ({ passed: 0, failed: 0, skipped: 0 });

/** The counts on one line of output, or null when the line is no summary. */
export function countLine(line) {
  const plain = line.replace(/\x1b\[[0-9;]*m/g, '').trim();
  const node = NODE_RUNNER.exec(plain);
  if (node) {
    const counts = emptyCounts();
    counts[KINDS[{ pass: 'passed', fail: 'failed' }[node[1]] ?? node[1]]] += Number(node[2]);
    return counts;
  }
  const match = SUMMARY.exec(plain);
  if (!match) return null;
  const counts = emptyCounts();
  for (const [, n, word] of match[2].matchAll(/(\d+) (passed|failed|skipped|todo)\b/g)) counts[KINDS[word]] += Number(n);
  return counts;
}

export function addCounts(into, counts) {
  if (!counts) return into;
  for (const key of Object.keys(into)) into[key] += counts[key];
  return into;
}
