import {
  AuditAction,
  AuditEntity,
  Code,
  TAG_MODULE,
  type TagAddRequest,
  type TagEditRequest,
  TagLevel,
  type TagListQuery,
} from '@adconsole/contract';
import { accountScope } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import type { Actor } from '../audit/index.js';
import { audit } from '../audit/index.js';
import { buildTagTree } from './tag-tree.js';
import * as repo from './tags.repo.js';

const LEVEL_NAME: Record<number, string> = { 1: 'theme', 2: 'category', 3: 'tag' };

/** The whole tree of a module. */
export async function tree(db: DB, module: number) {
  return buildTagTree(await repo.allTags(db, module));
}

/**
 * One page of the management list, with theme and category names. Tags are shared by every tenant, the materials
 * that carry them are not: `material_count` counts the materials the caller may see.
 */
export async function list(db: DB, auth: AuthContext, q: TagListQuery) {
  const { total, list: rows } = await repo.pageTags(db, q, accountScope(auth));
  return {
    total,
    list: rows.map((r) => {
      // a tag's parent is its category and grandparent its theme; a category's parent is its theme
      const topic = r.level === 3 ? [r.p2_id, r.p2_name] : r.level === 2 ? [r.p1_id, r.p1_name] : [r.id, r.name];
      const cate = r.level === 3 ? [r.p1_id, r.p1_name] : r.level === 2 ? [r.id, r.name] : [null, null];
      const review = r.level === 3 ? r.p2_review : r.level === 2 ? r.p1_review : r.is_review;
      return {
        id: r.id,
        name: r.name,
        level: r.level,
        module: r.module,
        parent_id: r.parent_id,
        topic_id: (topic[0] as number | null) ?? null,
        topic_name: (topic[1] as string | null) ?? null,
        category_id: (cate[0] as number | null) ?? null,
        cate_id: (cate[0] as number | null) ?? null,
        cate_name: (cate[1] as string | null) ?? null,
        remark: r.remark,
        alias: r.alias,
        is_review: review === 1,
        material_count: Number(r.material_count ?? 0),
        create_time: r.create_time,
      };
    }),
  };
}

/**
 * Checks where a tag may hang: a theme at the top, a category under a theme, a tag under a category.
 * Answers whether the place is under the review-material theme (which decides the alias rule).
 */
async function checkPlacement(db: DB, input: TagAddRequest): Promise<boolean> {
  if (input.module !== TAG_MODULE) throw fieldError('module', 'equals', `module must be ${TAG_MODULE}`);
  if (input.level === TagLevel.THEME) {
    if (input.parent_id !== 0) throw fieldError('parent_id', 'equals', 'a theme has no parent (parent_id 0)');
    return false;
  }
  const parent = input.parent_id ? await repo.findTag(db, input.parent_id) : undefined;
  const wanted = input.level === TagLevel.CATEGORY ? TagLevel.THEME : TagLevel.CATEGORY;
  if (!parent || parent.level !== wanted || parent.module !== input.module) {
    throw new AppError(Code.NOT_EXISTS, `${LEVEL_NAME[wanted]} ${input.parent_id} does not exist`, {
      ids: [input.parent_id],
    });
  }
  if (input.level === TagLevel.CATEGORY) return parent.is_review === 1;
  const theme = await repo.findTag(db, parent.parent_id);
  return theme?.is_review === 1;
}

function checkAlias(level: number, underReview: boolean, alias: string | null): void {
  if (level === TagLevel.TAG && underReview && !alias) {
    throw fieldError('alias', 'required', 'a tag under the review-material theme needs its tag ID (alias)');
  }
  if (alias && !(level === TagLevel.TAG && underReview)) {
    throw fieldError('alias', 'not_allowed', 'only tags under the review-material theme carry a tag ID (alias)');
  }
}

// The unique indexes decide duplicates; this turns their refusal into the business answer.
function nameTaken(error: unknown, input: TagAddRequest): never {
  if (isUniqueViolation(error)) {
    const byAlias = /alias/i.test(String((error as Error).message));
    const value = byAlias ? (input.alias ?? '') : input.name;
    throw new AppError(
      Code.NAME_TAKEN,
      byAlias ? `tag ID "${value}" is taken` : `a sibling ${LEVEL_NAME[input.level]} is already named "${value}"`,
      { names: [value] },
    );
  }
  throw error;
}

/** The fields of a tag the audit log compares. */
const audited = (t: { parent_id: number; level: number; name: string; remark: string; alias: string | null }) => ({
  level: t.level,
  parent_id: t.parent_id,
  name: t.name,
  remark: t.remark,
  alias: t.alias,
});

/** Adds a theme, category or tag. */
export async function add(db: DB, actor: Actor, input: TagAddRequest): Promise<{ id: number }> {
  checkAlias(input.level, await checkPlacement(db, input), input.alias);
  const now = Date.now();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = {
        module: input.module,
        level: input.level,
        parent_id: input.parent_id,
        name: input.name,
        name_key: input.name.toLowerCase(),
        remark: input.remark,
        alias: input.alias,
        create_time: now,
        update_time: now,
      };
      const id = await repo.insertTag(trx, row);
      const change = { action: AuditAction.CREATE, entity: AuditEntity.TAG, id, name: input.name };
      await audit.record(trx, actor, { ...change, after: audited(row) }, now);
      return { id };
    });
  } catch (error) {
    nameTaken(error, input);
  }
}

/** Renames, re-describes or moves a tag within its level. */
export async function edit(db: DB, actor: Actor, input: TagEditRequest): Promise<{ id: number }> {
  const current = await repo.findTag(db, input.id);
  if (!current || current.module !== input.module) {
    throw new AppError(Code.NOT_EXISTS, `tag ${input.id} does not exist`, { ids: [input.id] });
  }
  if (current.level !== input.level) throw fieldError('level', 'unchanged', 'the level of a tag cannot change');
  if (input.parent_id === input.id) throw fieldError('parent_id', 'not_self', 'a tag cannot be its own parent');
  checkAlias(input.level, await checkPlacement(db, input), input.alias);
  try {
    await db.transaction().execute(async (trx) => {
      const columns = {
        parent_id: input.parent_id,
        name: input.name,
        name_key: input.name.toLowerCase(),
        remark: input.remark,
        alias: input.alias,
      };
      // the state this transaction changes, not the one read for the checks above
      const was = (await repo.findTag(trx, input.id)) ?? current;
      await repo.updateTag(trx, input.id, { ...columns, update_time: Date.now() });
      await audit.record(trx, actor, {
        action: AuditAction.UPDATE,
        entity: AuditEntity.TAG,
        id: input.id,
        name: was.name,
        before: audited(was),
        after: audited({ ...was, ...columns }),
      });
    });
    return { id: input.id };
  } catch (error) {
    nameTaken(error, input);
  }
}

/**
 * Deletes a tag. A theme or category with children is refused; a tag carried by materials answers how many,
 * and with `force` is removed from them and deleted in one transaction.
 */
export async function remove(db: DB, actor: Actor, id: number, force: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tag = await repo.findTag(trx, id);
    if (!tag) throw new AppError(Code.NOT_EXISTS, `tag ${id} does not exist`, { ids: [id] });
    const children = await repo.countChildren(trx, id);
    if (children > 0) {
      throw new AppError(
        Code.TAG_HAS_CHILDREN,
        `${LEVEL_NAME[tag.level]} "${tag.name}" still has ${children} children: delete or move them first`,
        { id, children },
      );
    }
    const materials = await repo.countMaterials(trx, id);
    if (materials > 0 && !force) {
      throw new AppError(Code.TAG_IN_USE, `tag "${tag.name}" is carried by ${materials} materials`, {
        id,
        material_count: materials,
      });
    }
    if (materials > 0) await repo.unlinkMaterials(trx, id);
    await repo.deleteTag(trx, id);
    const change = { action: AuditAction.DELETE, entity: AuditEntity.TAG, id, name: tag.name };
    await audit.record(trx, actor, { ...change, before: { ...audited(tag), material_count: materials } });
  });
}
