// Reads tap's TAP stream (--reporter=tap) into per-file results: each file's block ends with a
// column-0 point `ok N - <file>`; its subtests are the points indented by four spaces.

/** @returns {Map<string, {ok: boolean, passed: number, failed: number, failures: string[]}>} */
export function fileResults(stream) {
  const files = new Map();
  let passed = 0;
  let failed = 0;
  let failures = [];
  let names = []; // the open "# Subtest:" names by depth, to print where a failure sits
  for (const line of stream.split('\n')) {
    const sub = /^( *)# Subtest: (.*)$/.exec(line);
    if (sub) {
      names[sub[1].length / 4] = sub[2];
      names.length = sub[1].length / 4 + 1;
      continue;
    }
    const m = /^( *)(not ok|ok) \d+ - (.*?)(?: # time=.*)?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    // Skipped and todo points print their reason in the TAP stream; they count neither way.
    const excused = /# (SKIP|TODO)/.test(line);
    if (m[2] === 'not ok' && !excused && depth > 0) failures.push([...names.slice(1, depth), m[3]].join(' > '));
    if (depth === 1 && !excused) {
      if (m[2] === 'ok') passed++;
      else failed++;
    }
    if (depth === 0) {
      const ok = m[2] === 'ok';
      // a file that failed outside any subtest (a crash, a timeout) still counts once
      if (!ok && failed === 0) failed = 1;
      files.set(m[3], { ok, passed, failed, failures: ok ? [] : failures });
      passed = 0;
      failed = 0;
      failures = [];
      names = [];
    }
  }
  return files;
}
