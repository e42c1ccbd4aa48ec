import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readListState } from '../../../kit/listQuery';
import { auditPathFor } from '../../../shared/historyPath';
import { AUDIT_CODECS, auditQuery } from './auditSearch';

const fromUrl = (query: string) => readListState(new URLSearchParams(query), AUDIT_CODECS).filters;

describe('audit filters', () => {
  it('send no filter for an empty form', () => {
    expect(auditQuery(fromUrl(''))).toEqual({
      user_id: undefined,
      entity_kind: undefined,
      entity_id: undefined,
      action: undefined,
      kind: 'change',
      time_from: undefined,
      time_to: undefined,
    });
  });

  it('map user, entity, id and action to the call, as a history link writes them', () => {
    const query = auditQuery(fromUrl('user=3&entity=material&entity_id=12&action=update'));
    expect(query).toMatchObject({ user_id: 3, entity_kind: 'material', entity_id: 12, action: 'update' });
  });

  it('hides sign-ins by default, shows only them or everything on request, and lets a chosen action win', () => {
    expect(auditQuery(fromUrl('')).kind).toBe('change');
    expect(auditQuery(fromUrl('kind=session')).kind).toBe('session');
    expect(auditQuery(fromUrl('kind=all')).kind).toBeUndefined();
    expect(auditQuery(fromUrl('kind=nope')).kind).toBe('change');
    expect(auditQuery(fromUrl('action=sign-in'))).toMatchObject({ action: 'sign-in', kind: undefined });
  });

  it('reads the days of the range as local midnight to the midnight after the last day (end exclusive)', () => {
    const query = auditQuery(fromUrl('time=2026-11-01,2026-11-03'));
    expect(query.time_from).toBe(dayjs('2026-11-01T00:00:00').valueOf());
    expect(query.time_to).toBe(dayjs('2026-11-04T00:00:00').valueOf());
  });

  it('leaves out an entity kind or action the contract does not know (a hand-edited link)', () => {
    const query = auditQuery(fromUrl('entity=spaceship&action=explode&entity_id=x'));
    expect(query.entity_kind).toBeUndefined();
    expect(query.action).toBeUndefined();
    expect(query.entity_id).toBeUndefined();
  });

  it('builds the history link of an entity, which the filters read back', () => {
    const path = auditPathFor('tag', 7);
    expect(path).toBe('/auth/audit?entity=tag&entity_id=7');
    expect(auditQuery(fromUrl(path.split('?')[1]!))).toMatchObject({ entity_kind: 'tag', entity_id: 7 });
  });
});
