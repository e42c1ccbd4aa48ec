import type { TagListQuery } from '@adconsole/contract';
import type { Insertable, Updateable } from 'kysely';
import { visibleTo } from '../../db/account-visibility.js';
import type { DB } from '../../db/database.js';
import { paged } from '../../db/paged.js';
import { containsText } from '../../db/text-search.js';
import type { TagTable } from './tags.tables.js';

export function findTag(db: DB, id: number) {
  return db.selectFrom('tag').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every tag of a module, parents before children, in creation order. */
export function allTags(db: DB, module: number) {
  return db
    .selectFrom('tag')
    .select(['id', 'name', 'level', 'parent_id', 'alias', 'is_review'])
    .where('module', '=', module)
    .orderBy('level')
    .orderBy('id')
    .execute();
}

/** Materials a non-administrator sees: for all accounts, or linked to one of its accounts (the material list's rule). */
const MATERIAL_LINKS = { alias: 'm', linkTable: 'material_account', ownerColumn: 'material_id' };

/**
 * One page of tags with their category (p1) and theme (p2) parents and how many materials carry each, of those
 * within `scope` (null: every material).
 */
export function pageTags(db: DB, q: TagListQuery, scope: readonly number[] | null) {
  let base = db
    .selectFrom('tag as t')
    .leftJoin('tag as p1', 'p1.id', 't.parent_id')
    .leftJoin('tag as p2', 'p2.id', 'p1.parent_id')
    .where('t.module', '=', q.module);
  if (q.level) base = base.where('t.level', '=', q.level);
  if (q.name) base = base.where(containsText('t.name_key', q.name));
  if (q.topic_id) {
    const topic = q.topic_id;
    base = base.where((eb) =>
      eb.or([
        eb.and([eb('t.level', '=', 1), eb('t.id', '=', topic)]),
        eb.and([eb('t.level', '=', 2), eb('t.parent_id', '=', topic)]),
        eb.and([eb('t.level', '=', 3), eb('p1.parent_id', '=', topic)]),
      ]),
    );
  }
  if (q.category_id) {
    const cate = q.category_id;
    base = base.where((eb) =>
      eb.or([
        eb.and([eb('t.level', '=', 2), eb('t.id', '=', cate)]),
        eb.and([eb('t.level', '=', 3), eb('t.parent_id', '=', cate)]),
      ]),
    );
  }
  return paged(
    base
      .select((eb) => [
        't.id',
        't.name',
        't.level',
        't.module',
        't.parent_id',
        't.remark',
        't.alias',
        't.is_review',
        't.create_time',
        'p1.id as p1_id',
        'p1.name as p1_name',
        'p1.is_review as p1_review',
        'p2.id as p2_id',
        'p2.name as p2_name',
        'p2.is_review as p2_review',
        (scope
          ? eb
              .selectFrom('material_tag as mt')
              .innerJoin('material as m', 'm.id', 'mt.material_id')
              .select((sub) => sub.fn.countAll<number>().as('n'))
              .whereRef('mt.tag_id', '=', 't.id')
              .where(visibleTo(MATERIAL_LINKS, scope))
          : eb
              .selectFrom('material_tag as mt')
              .select((sub) => sub.fn.countAll<number>().as('n'))
              .whereRef('mt.tag_id', '=', 't.id')
        ).as('material_count'),
      ])
      .orderBy('t.id', 'desc'),
    q,
  );
}

export async function insertTag(db: DB, row: Insertable<TagTable>): Promise<number> {
  return (await db.insertInto('tag').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTag(db: DB, id: number, row: Updateable<TagTable>): Promise<void> {
  await db.updateTable('tag').set(row).where('id', '=', id).execute();
}

export async function deleteTag(db: DB, id: number): Promise<void> {
  await db.deleteFrom('tag').where('id', '=', id).execute();
}

export async function countChildren(db: DB, id: number): Promise<number> {
  const r = await db
    .selectFrom('tag')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function countMaterials(db: DB, tagId: number): Promise<number> {
  const r = await db
    .selectFrom('material_tag')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tag_id', '=', tagId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function unlinkMaterials(db: DB, tagId: number): Promise<void> {
  await db.deleteFrom('material_tag').where('tag_id', '=', tagId).execute();
}
