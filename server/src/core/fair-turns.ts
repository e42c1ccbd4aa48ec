import type { FastifyInstance } from 'fastify';

/**
 * Calls started per turn of the event loop, from those waiting (one more may start in the poll when nobody waits).
 * One: each turn then accepts a connection and reads what arrived between any two calls, and a turn costs a few
 * microseconds, nothing beside a call (measured against 2, 4 and 8: bench/RESULTS.md, "Load fairness").
 */
export const CALLS_PER_TURN = 1;

export interface Turns {
  /**
   * Undefined when the call may start now (this turn has room and nobody waits), otherwise a promise that settles
   * on the call's turn; calls start in the order they arrived.
   */
  admit(): Promise<void> | undefined;
  /** calls waiting for a turn now */
  readonly waiting: number;
}

/**
 * Starts at most `perTurn` calls per turn of the event loop; the others wait in arrival order for the next turns,
 * and between two turns the loop polls (accepts connections, reads what arrived, runs timers).
 *
 * Why: libuv accepts one new connection per turn of the loop, and a turn runs every call whose bytes arrived before
 * it; on SQLite a call runs to its answer in that same turn (better-sqlite3 is synchronous). Under 200 busy
 * keep-alive connections a turn was 200 calls long, so a connection opened then waited for its accept behind
 * hundreds of turns of everyone else's calls (seconds: 19.9 s measured), and the connections accepted first kept
 * the server to themselves. With turns of a few calls, accepts and reads come every few milliseconds and every call
 * waits only behind the calls that arrived before it.
 */
export function createTurns(perTurn: number): Turns {
  if (!Number.isInteger(perTurn) || perTurn < 1) throw new Error(`calls per turn must be a whole number >= 1`);
  const waiting: (() => void)[] = [];
  let startedThisTurn = 0;
  let turnScheduled = false;

  // runs in the loop's check phase, after its poll: the next turn's calls start here, and it ends when a turn had
  // nothing to start (the next call then starts at once)
  const nextTurn = () => {
    startedThisTurn = 0;
    while (startedThisTurn < perTurn && waiting.length > 0) {
      startedThisTurn += 1;
      waiting.shift()!();
    }
    if (startedThisTurn > 0) setImmediate(nextTurn);
    else turnScheduled = false;
  };
  const schedule = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };

  return {
    admit() {
      schedule();
      if (waiting.length === 0 && startedThisTurn < perTurn) {
        startedThisTurn += 1;
        return undefined;
      }
      return new Promise<void>((start) => waiting.push(start));
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Every call (API, console files, stored files) starts in its turn: the first hook, before any other work. */
export function registerFairTurns(app: FastifyInstance, perTurn = CALLS_PER_TURN): Turns {
  const turns = createTurns(perTurn);
  app.addHook('onRequest', (_req, _reply, done) => {
    const turn = turns.admit();
    if (turn) void turn.then(() => done());
    else done();
  });
  return turns;
}
