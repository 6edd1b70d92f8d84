// The CPU time of processes as Linux counts it (/proc), for the CPU measures of .ci/journey-cpu.mjs
// and .ci/story-cpu.mjs: unlike wall time, it holds while other work runs on the machine.
const { readdirSync, readFileSync } = require('node:fs');

const TICKS = 100; // USER_HZ: /proc counts CPU in hundredths of a second

/** CPU seconds (user + system) of each live process, with its parent. */
function processes() {
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(entry), {
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return all;
}

/** The CPU seconds of `pid` and each of its descendants, by pid. */
function treeCpu(pid) {
  const all = processes();
  const tree = new Map();
  const todo = [pid];
  while (todo.length) {
    const current = todo.pop();
    const entry = all.get(current);
    if (!entry) continue;
    tree.set(current, entry.cpu);
    for (const [child, { ppid }] of all) if (ppid === current) todo.push(child);
  }
  return tree;
}

const kinds = new Map();
/** Chromium's kind of process (browser, renderer, gpu-process, utility network…). */
function kindOf(pid) {
  if (!kinds.has(pid)) {
    let kind = 'other';
    try {
      const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const type = line.match(/--type=(\S+)/)?.[1];
      const sub = line.match(/--utility-sub-type=\S*\.(\w+)/)?.[1];
      kind = type ? (sub ? `${type} ${sub}` : type) : 'browser';
    } catch {
      // Gone.
    }
    kinds.set(pid, kind);
  }
  return kinds.get(pid);
}

/**
 * CPU spent between two readings of a tree, by Chromium's kind of process when `prefix` is given,
 * else as `total`: a process that started in between counts from zero.
 */
function spentByKind(before, after, prefix) {
  const byKind = {};
  for (const [pid, cpu] of after) {
    const kind = prefix ? `${prefix} ${kindOf(pid)}` : 'total';
    byKind[kind] = (byKind[kind] ?? 0) + cpu - (before.get(pid) ?? 0);
  }
  return byKind;
}

/** The Chromium this process launched (Playwright's launcher starts it as a direct child). */
function chromiumPid() {
  const found = [...processes()].find(
    ([pid, { ppid }]) =>
      ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom'),
  )?.[0];
  if (!found) throw new Error('Chromium process not found.');
  return found;
}

module.exports = { chromiumPid, spentByKind, treeCpu };
