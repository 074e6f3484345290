import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addCounts, countLine, emptyCounts } from './test-counts.mjs';

test("reads jest's closing line, whatever order and colours it has", () => {
  assert.deepEqual(countLine('Tests:       1 failed, 2 skipped, 1 todo, 9 passed, 13 total'), { passed: 9, failed: 1, skipped: 3 });
  assert.deepEqual(countLine('\x1b[1mTests:\x1b[22m       \x1b[32m21 passed\x1b[39m, 21 total'), { passed: 21, failed: 0, skipped: 0 });
});

test("reads the fuzz script's line and node's test runner's closing lines", () => {
  assert.deepEqual(countLine('Fuzz: 2 passed, 1 failed'), { passed: 2, failed: 1, skipped: 0 });
  assert.deepEqual(countLine('ℹ pass 4'), { passed: 4, failed: 0, skipped: 0 });
  assert.deepEqual(countLine('ℹ fail 1'), { passed: 0, failed: 1, skipped: 0 });
});

test('ignores every other line, including the per-suite count', () => {
  for (const line of ['Test Suites: 1 failed, 10 passed, 11 total', '  ✓ 3 passed the check (4 ms)', 'tests: 5 passed, 0 failed', '']) {
    assert.equal(countLine(line), null);
  }
});

test('adds counts up', () => {
  const total = emptyCounts();
  addCounts(total, { passed: 2, failed: 1, skipped: 0 });
  addCounts(total, null);
  addCounts(total, { passed: 3, failed: 0, skipped: 4 });
  assert.deepEqual(total, { passed: 5, failed: 1, skipped: 4 });
});
