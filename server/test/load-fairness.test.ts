import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { calls } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from './helper.js';

// Fair turns: under many busy keep-alive connections, a connection opened later waited seconds for its first
// answer (libuv accepts one connection per turn of the event loop, and a turn ran every call that had arrived) while
// the connections accepted first kept the server to themselves. Measured here in calls, not time: how many calls
// the server answered to everyone before a connection got its first answer. SQLite is where it bit (a call runs to
// its answer inside one turn); on PostgreSQL each call waits for the database between turns, and the bound holds
// there too.

let server: TestServer;
let port = 0;
let token = '';

beforeAll(async () => {
  server = await startServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  ({ token } = await loginAs(server, 'admin'));
});
afterAll(() => server.destroy());

/** One campaign list call on `agent`'s kept-alive connection; answers the envelope code. */
function listCall(agent: http.Agent): Promise<number> {
  const body = Buffer.from(JSON.stringify({ page_no: 1, page_size: 20 }));
  const { method, path } = calls.campaigns.list;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { token, 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve((JSON.parse(text) as { code: number }).code));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('load fairness', () => {
  it('answers a connection opened during a storm of busy connections after a share of calls, not after the storm', async () => {
    const connections = 60;
    // each connection sends its next call as soon as the last is answered, until the server has answered this many
    const stormCalls = connections * 15;
    let answered = 0;
    const firstAnswerAfter: number[] = [];
    const codes = new Set<number>();
    const connection = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let first = true;
      while (answered < stormCalls) {
        codes.add(await listCall(agent));
        if (first) firstAnswerAfter.push(answered);
        first = false;
        answered += 1;
      }
      agent.destroy();
    };
    // all opened at once: the server accepts them while the first ones already send call after call
    await Promise.all(Array.from({ length: connections }, connection));
    expect([...codes]).toEqual([200]);
    expect(firstAnswerAfter).toHaveLength(connections);
    // unfair, the connection accepted last waited for hundreds of the others' calls (929 of them when measured, the
    // storm's end here); in turns each connection is accepted within a call or two of the one before, then waits in
    // arrival order behind at most one call of each connection already in (118 at most when measured)
    expect(Math.max(...firstAnswerAfter)).toBeLessThan(connections * 8);
  });
});
