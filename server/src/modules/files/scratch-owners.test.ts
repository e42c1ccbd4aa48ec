import { describe, expect, it } from 'vitest';
import { hostTag, processIdentity, type ScratchOwner, scratchName, scratchOwner } from '../../core/scratch-name.js';
import { claimNamesWriter, isOrphan, type ScratchHere, writerState } from './scratch-owners.js';

// Whose a scratch file is: a start removes what no live writer owns, never what one may write.

const here: ScratchHere = { hostTag: hostTag('host-a'), pid: 100, nonce: 'aaaa0001', pidAlive: (pid) => pid === 200 };
const owner = (o: Partial<ScratchOwner>): ScratchOwner => ({
  hostTag: here.hostTag,
  pid: 200,
  nonce: 'bbbb0002',
  jobId: null,
  ...o,
});

describe('scratch names', () => {
  it('name this process as their writer, and the job when one writes them', () => {
    const tag = hostTag(processIdentity.host);
    const mine = { hostTag: tag, pid: process.pid, nonce: processIdentity.nonce };
    expect(scratchOwner(scratchName('upload'))).toEqual({ ...mine, jobId: null });
    expect(scratchOwner(scratchName('set', 42))).toEqual({ ...mine, jobId: 42 });
    // the runs spilled beside a set carry the set's name
    expect(scratchOwner(`${scratchName('set', 7)}.runs`)).toEqual({ ...mine, jobId: 7 });
    expect(scratchName('part')).not.toBe(scratchName('part'));
  });

  it('give no owner for names this code did not make', () => {
    for (const name of ['0123456789abcdef.upload', 'a.set', 'zzzzzzzz-1-aaaa0001-0123456789abcdef.part', '']) {
      expect(scratchOwner(name), name).toBeNull();
    }
    expect(scratchOwner('aaaaaaaa-0-aaaa0001-0123456789abcdef.part')).toBeNull();
  });
});

describe('writerState', () => {
  it('knows this process by pid and nonce, so a restarted container (same pid) sees its last life as gone', () => {
    expect(writerState(owner({ pid: 100, nonce: 'aaaa0001' }), here)).toBe('live');
    expect(writerState(owner({ pid: 100, nonce: 'aaaa0000' }), here)).toBe('gone');
  });

  it('asks the process table for another process of this host, and cannot tell for another host', () => {
    expect(writerState(owner({ pid: 200 }), here)).toBe('live');
    expect(writerState(owner({ pid: 300 }), here)).toBe('gone');
    expect(writerState(owner({ hostTag: hostTag('host-b'), pid: 300 }), here)).toBe('unknown');
  });
});

describe('claimNamesWriter', () => {
  it('matches a worker id to the writer only on host, pid and nonce together', () => {
    const writer = owner({ hostTag: hostTag('host:b'), pid: 7, nonce: 'cccc0003', jobId: 1 });
    expect(claimNamesWriter('host:b:7:cccc0003', writer)).toBe(true);
    expect(claimNamesWriter('host:b:7:cccc0004', writer)).toBe(false);
    expect(claimNamesWriter('host:b:8:cccc0003', writer)).toBe(false);
    expect(claimNamesWriter('host-c:7:cccc0003', writer)).toBe(false);
    expect(claimNamesWriter('garbage', writer)).toBe(false);
  });
});

describe('isOrphan', () => {
  const b = hostTag('host-b');
  const claims = new Map([[5, 'host-b:7:cccc0003']]);

  it('is decided by the writer on this host, whatever the job table says', () => {
    // a live worker of this cluster may be writing it even if its claim was given away meanwhile
    expect(isOrphan(owner({ pid: 200, jobId: 9 }), here, new Map())).toBe(false);
    expect(isOrphan(owner({ pid: 300, jobId: 5 }), here, claims)).toBe(true);
    expect(isOrphan(owner({ pid: 300 }), here, null)).toBe(true);
  });

  it('keeps another host job file only while its job runs under the worker that wrote it', () => {
    expect(isOrphan(owner({ hostTag: b, pid: 7, nonce: 'cccc0003', jobId: 5 }), here, claims)).toBe(false);
    // the job is no longer running (or its worker is dead): not in the live claims
    expect(isOrphan(owner({ hostTag: b, pid: 7, nonce: 'cccc0003', jobId: 6 }), here, claims)).toBe(true);
    // an earlier attempt's file: the job runs again, under another life of the worker
    expect(isOrphan(owner({ hostTag: b, pid: 7, nonce: 'cccc0009', jobId: 5 }), here, claims)).toBe(true);
    // the job table could not be read: keep
    expect(isOrphan(owner({ hostTag: b, pid: 7, nonce: 'cccc0003', jobId: 6 }), here, null)).toBe(false);
  });

  it('leaves another host upload and names it did not make to the age rule', () => {
    expect(isOrphan(owner({ hostTag: b, pid: 7 }), here, claims)).toBe(false);
    expect(isOrphan(null, here, claims)).toBe(false);
  });
});
