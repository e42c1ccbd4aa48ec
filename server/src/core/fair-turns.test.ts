import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTurns } from './fair-turns.js';

describe('createTurns', () => {
  it('starts calls at once while the turn has room and nobody waits; the others wait', () => {
    const turns = createTurns(2);
    expect(turns.admit()).toBeUndefined();
    expect(turns.admit()).toBeUndefined();
    expect(turns.admit()).toBeInstanceOf(Promise);
    expect(turns.waiting).toBe(1);
  });

  it('starts the waiting calls in arrival order, one turn each, with the loop polling between two turns', async () => {
    const turns = createTurns(1);
    const log: string[] = [];
    const started = (name: string) => {
      log.push(name);
      // what arrives while a call runs (a connection to accept, a read, a timer) is served before the next call
      setImmediate(() => log.push(`io after ${name}`));
    };
    expect(turns.admit()).toBeUndefined();
    started('a');
    const rest = ['b', 'c', 'd'].map((name) => turns.admit()!.then(() => started(name)));
    await Promise.all(rest);
    await nextTurn();
    expect(log).toEqual(['a', 'b', 'io after a', 'c', 'io after b', 'd', 'io after c', 'io after d']);
  });

  it('starts at once again when the waiting calls are gone', async () => {
    const turns = createTurns(1);
    turns.admit();
    const second = turns.admit();
    await second;
    // the turn that started the second call is over, and the next turn finds nobody waiting
    await nextTurn();
    await nextTurn();
    expect(turns.waiting).toBe(0);
    expect(turns.admit()).toBeUndefined();
  });

  it('refuses a number of calls per turn that is not a whole number of at least 1', () => {
    expect(() => createTurns(0)).toThrow(/whole number/);
  });
});
