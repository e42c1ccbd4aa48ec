import fs from 'node:fs';
import os from 'node:os';

// What only the benchmarks read about the machine; starting and stopping the server is the test kit's
// (startServerProcess in @adconsole/testkit).

/** The load average line printed before a run: other work on the machine shares the cores. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`;

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

/** CPU time (user + system, ms) a process and all its descendants have used so far, from /proc (100 ticks a second). */
export function treeCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) * 10;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return own + children.reduce((sum, child) => sum + treeCpuMs(Number(child)), 0);
}
