// The module edges of the server: a module is reached from another only through its index.ts, an index
// hands out services and types but never a repository, no two modules need each other (directly or round a longer
// loop), and the test kit and the benchmarks reach the server only through its public doors (public.ts, and
// public-engine.ts for the benchmarks).
import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, isTest, serverModuleOf, sourceFiles } from './import-graph.js';

const serverEdges = importsOf(sourceFiles('server/src').filter((file) => !isTest(file)));

// the seed (first start and demo data) and the server's own files outside the modules (server.ts, app.ts, the public
// doors) are held to the rule like a module: they reach a module through its door. db/ alone is not: its schema
// gathers every module's tables file.
const ownerOf = (file: string) =>
  serverModuleOf(file) ??
  (file.startsWith('server/src/seed/') ? 'seed' : file.startsWith('server/src/db/') ? null : 'server');

describe('server modules', () => {
  it("import another module only through its index.ts (the seed and the server's own files too)", () => {
    const deep = serverEdges
      .filter(({ from, to }) => {
        const own = ownerOf(from);
        const other = serverModuleOf(to);
        return own !== null && other !== null && own !== other && !to.endsWith(`modules/${other}/index.ts`);
      })
      .map(({ from, to }) => `${from} → ${to}`);
    expect(deep).toEqual([]);
  });

  it('hand out no repository through an index', () => {
    const leaks = serverEdges
      .filter(({ from, to, reexport }) => reexport && /modules\/[^/]+\/index\.ts$/.test(from) && /\.repo\.ts$/.test(to))
      .map(({ from, to }) => `${from} re-exports ${to}`);
    expect(leaks).toEqual([]);
  });

  it('do not depend on each other round a loop', () => {
    const moduleEdges = serverEdges
      .map(({ from, to }) => [serverModuleOf(from), serverModuleOf(to)] as const)
      .filter((pair): pair is [string, string] => pair[0] !== null && pair[1] !== null);
    expect(cyclesOf(moduleEdges).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});

// the campaign tree's levels, top down: a level below reads the one above (an ad its ad group and campaign)
const ADVERTISING_LEVELS = ['campaigns', 'ad-groups', 'ads'];
const advertisingFolderOf = (file: string) => /^server\/src\/modules\/advertising\/([^/]+)\//.exec(file)?.[1] ?? null;

describe('advertising levels', () => {
  it('import shared/ and, of another level, only the service of a level above', () => {
    const wrong = serverEdges
      .filter(({ from, to }) => {
        const own = advertisingFolderOf(from);
        const other = advertisingFolderOf(to);
        if (own === null || other === null || own === other || other === 'shared') return false;
        const above = ADVERTISING_LEVELS.indexOf(other) < ADVERTISING_LEVELS.indexOf(own);
        return own === 'shared' || !above || !to.endsWith('.service.ts');
      })
      .map(({ from, to }) => `${from} → ${to}`);
    expect(wrong).toEqual([]);
  });
});

describe('server core', () => {
  it('imports no module (what it needs of one, app.ts hands in)', () => {
    const up = serverEdges
      .filter(({ from, to }) => from.startsWith('server/src/core/') && serverModuleOf(to) !== null)
      .map(({ from, to }) => `${from} → ${to}`);
    expect(up).toEqual([]);
  });
});

describe('code outside the server', () => {
  it('reaches the server only through server/src/public.ts and public-engine.ts', () => {
    const doors = ['server/src/public.ts', 'server/src/public-engine.ts'];
    const outside = [...sourceFiles('packages/testkit/src'), ...sourceFiles('bench')];
    const internal = importsOf(outside)
      .filter(({ to }) => to.startsWith('server/src/') && !doors.includes(to))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(internal).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a loop of two and of three, once each, and none in a chain', () => {
    expect(
      cyclesOf([
        ['a', 'b'],
        ['b', 'a'],
        ['c', 'd'],
        ['d', 'e'],
        ['e', 'c'],
        ['f', 'g'],
      ]),
    ).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('name the module of a server file and read re-exports', () => {
    expect(serverModuleOf('server/src/modules/audit/audit.service.ts')).toBe('audit');
    expect(serverModuleOf('server/src/core/app-error.ts')).toBeNull();
    expect(ownerOf('server/src/seed/demo-tags.ts')).toBe('seed');
    expect(ownerOf('server/src/core/app-error.ts')).toBe('server');
    expect(ownerOf('server/src/public-engine.ts')).toBe('server');
    expect(ownerOf('server/src/db/schema.ts')).toBeNull();
    const audit = importsOf(['server/src/modules/audit/index.ts']);
    expect(audit.length).toBeGreaterThan(0);
  });
});
