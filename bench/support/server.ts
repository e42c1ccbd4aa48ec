import fs from 'node:fs';

// Starting, waiting for and stopping the server are the test kit's (startServerProcess in @adconsole/testkit);
// what is left here is what only the benchmarks measure.

/** Resident memory (VmRSS, kB) of a process and all its descendants, from /proc. */
export function treeRssKb(pid: number): { total: number; processes: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  let total = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  let processes = 1;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  for (const child of children) {
    const sub = treeRssKb(Number(child));
    total += sub.total;
    processes += sub.processes;
  }
  return { total, processes };
}
