import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { actionText, actorText, diffRows, entityKindText, valueText } from './auditFormat';

const t = i18next.t.bind(i18next);

describe('audit entry texts', () => {
  it('shows values as text: strings as they are, lists and objects as JSON, absence as null', () => {
    expect(valueText('Summer')).toBe('Summer');
    expect(valueText(0)).toBe('0');
    expect(valueText(false)).toBe('false');
    expect(valueText([1, 2])).toBe('[1,2]');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(null)).toBeNull();
  });

  it('lists each changed field with its before and after; a create has no before', () => {
    expect(diffRows({ name: { before: 'Old', after: 'New' }, tag_ids: { before: null, after: [3] } })).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'tag_ids', before: null, after: '[3]' },
    ]);
    expect(diffRows(null)).toEqual([]);
  });

  it('names the actor: the shareid, the system job with its id, or an anonymous caller with the name tried', () => {
    expect(actorText(t, { actor_kind: 'user', actor_name: 'admin', job_id: null })).toBe('admin');
    expect(actorText(t, { actor_kind: 'system', actor_name: 'files.sweep', job_id: 4 })).toBe(
      'System job files.sweep · Job #4',
    );
    expect(actorText(t, { actor_kind: 'service', actor_name: 'event pipeline', job_id: null })).toBe(
      'API key event pipeline',
    );
    expect(actorText(t, { actor_kind: 'anonymous', actor_name: 'mallory', job_id: null })).toBe(
      'Not signed in (mallory)',
    );
    expect(actorText(t, { actor_kind: 'anonymous', actor_name: '', job_id: null })).toBe('Not signed in');
  });

  it('translates kinds and actions, keeping one the texts do not know as it is', () => {
    expect(entityKindText(t, 'material')).toBe('Material');
    expect(entityKindText(t, 'audience')).toBe('audience');
    expect(actionText(t, 'sign-in-failed')).toBe('Failed sign-in');
  });
});
