/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): the top self-time frames (function, file:line) and self time by
 * where the code lives (an npm package, node's internals, the server's bundle, the garbage collector).
 * Run: npx tsx bench/hot-reads/top-frames.ts <file.cpuprofile> [how many frames, 25]
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: top-frames.ts <file.cpuprofile> [n]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** Where a frame's code lives: an npm package, node:internals, the server's bundle, or V8's own (GC, idle, program). */
function place(url: string, name: string): string {
  // V8's own entries are named in parentheses already: (idle), (garbage collector), (program)
  if (!url) return name.startsWith('(') ? name : `(${name || 'native'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/server/dist/')) return 'server bundle';
  return url.replace(/^file:\/\//, '');
}

const frames = new Map<string, number>();
const places = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  const short = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '');
  const key = `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
  frames.set(key, (frames.get(key) ?? 0) + us);
  const where = place(url, functionName);
  places.set(where, (places.get(where) ?? 0) + us);
  total += us;
}
const idle = places.get('(idle)') ?? 0;
const busy = total - idle;
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)}%`;
const sorted = (m: Map<string, number>) => [...m].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);

console.log(
  `profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (idle left out)\n`,
);
console.log('| self time by place | ms | share of busy |\n| --- | --- | --- |');
for (const [k, us] of sorted(places).slice(0, 20)) console.log(`| ${k} | ${(us / 1000).toFixed(0)} | ${pct(us)} |`);
console.log(`\n| top self-time frames | ms | share of busy |\n| --- | --- | --- |`);
for (const [k, us] of sorted(frames).slice(0, Number(top)))
  console.log(`| ${k} | ${(us / 1000).toFixed(0)} | ${pct(us)} |`);
