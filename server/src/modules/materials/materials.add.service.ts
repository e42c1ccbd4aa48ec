import {
  Audit,
  AuditAction,
  Code,
  type DuplicateFileData,
  ExaminePlatform,
  ExamineStatus,
  fileUrl,
  type MaterialAddRequest,
  MaterialLimits,
  MaterialSource,
  type MaterialUploadRecord,
  TAGS_OVER_MSG,
  UPLOAD_TAGS_OVER_MSG,
} from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { checkLinkTarget } from '../accounts/index.js';
import type { Actor } from '../audit/index.js';
import { markFilesUsed, type StoredFile, storedFiles } from '../files/index.js';
import { checkTags } from './materials.access.js';
import { recordMaterials } from './materials.audit.js';
import * as repo from './materials.repo.js';
import { durationOf, elementText } from './materials.view.js';
import type { ReviewProvider } from './review/review.provider.js';

/** The tags of each item: the request's tags plus the item's own, at most 10; at most 20 distinct in the call. */
function itemTags(input: MaterialAddRequest): number[][] {
  const tags = input.materials.map((m, i) => {
    const own = [...new Set([...input.tag_ids, ...(m.tag_ids ?? [])])];
    if (own.length > MaterialLimits.TAGS_PER_MATERIAL) throw fieldError(`materials.${i}.tag_ids`, 'max', TAGS_OVER_MSG);
    return own;
  });
  if (new Set(tags.flat()).size > MaterialLimits.UPLOAD_TAGS_MAX)
    throw fieldError('tag_ids', 'max', UPLOAD_TAGS_OVER_MSG);
  return tags;
}

function checkRequest(input: MaterialAddRequest, tags: number[][]): void {
  input.materials.forEach((m, i) => {
    const first = input.materials.findIndex((o) => o.md5 === m.md5);
    if (first !== i) throw fieldError(`materials.${i}.md5`, 'unique', `the same file is also materials.${first}`);
  });
  if (input.audit !== Audit.THIRD_PARTY) {
    if (input.country) throw fieldError('country', 'not_allowed', 'a review country is only given with audit 2');
    return;
  }
  if (!input.country) throw fieldError('country', 'required', 'Review country is required');
  const untagged = tags.findIndex((t) => t.length === 0);
  if (untagged >= 0) {
    throw fieldError(`materials.${untagged}.tag_ids`, 'min_one', 'with third-party review every item needs a tag');
  }
}

/**
 * The stored file of each item: it must exist, be the caller's upload (administrators may use anyone's), and hold
 * the item's checksum and kind. Its facts (size, format, dimensions, duration, address) win over the record's.
 */
async function filesOf(db: DB, auth: AuthContext, items: MaterialUploadRecord[]): Promise<StoredFile[]> {
  const found = new Map(
    (
      await storedFiles(
        db,
        items.map((m) => m.file_id),
      )
    ).map((f) => [f.id, f]),
  );
  return items.map((m, i) => {
    const f = found.get(m.file_id);
    if (!f || (!auth.isAdmin && f.uploader_id !== auth.userId)) {
      throw new AppError(Code.NOT_EXISTS, `file ${m.file_id} does not exist`, { ids: [m.file_id] });
    }
    if (f.md5 !== m.md5) throw fieldError(`materials.${i}.md5`, 'file_md5', `does not match file ${m.file_id}`);
    if (f.kind !== m.type) throw fieldError(`materials.${i}.type`, 'file_kind', `does not match file ${m.file_id}`);
    return f;
  });
}

function rowOf(m: MaterialUploadRecord, f: StoredFile, auth: AuthContext, input: MaterialAddRequest, now: number) {
  const review = input.audit === Audit.THIRD_PARTY;
  const element = f.duration !== null ? JSON.stringify({ duration: f.duration }) : elementText(m.element);
  return {
    name: m.name,
    remark: m.remark,
    type: f.kind,
    file_id: f.id,
    download_url: fileUrl(f.storage_key),
    thumb_url: f.thumb_key ? fileUrl(f.thumb_key) : '',
    size: Number(f.size),
    format: f.ext,
    width: f.width,
    height: f.height,
    scale: f.scale,
    screen_type: f.screen_type,
    duration: f.duration ?? durationOf(element),
    element,
    md5: f.md5,
    origin: m.origin ?? null,
    source: MaterialSource.ADMIN,
    creator_id: auth.userId,
    account_relation_type: input.account_relation_type,
    third_examine_status: review ? ExamineStatus.IN_REVIEW : ExamineStatus.NONE,
    third_examine_platform: review ? ExaminePlatform.THIRD_PARTY : ExaminePlatform.NONE,
    third_examine_country: review ? (input.country ?? null) : null,
    create_time: now,
    update_time: now,
  };
}

/** 10010 with the active materials that already hold the request's files. */
async function duplicateAnswer(db: DB, input: MaterialAddRequest): Promise<AppError> {
  const existing = await repo.findActiveByMd5s(
    db,
    input.materials.map((m) => m.md5),
  );
  const data: DuplicateFileData = { ids: existing.map((e) => e.id), md5s: existing.map((e) => e.md5) };
  return new AppError(Code.DUPLICATE_FILE, 'upload failed, an identical material file already exists', data);
}

/** Saves uploaded files as new materials, all or none; answers the new ids in request order. */
export async function add(
  db: DB,
  reviewer: ReviewProvider,
  auth: AuthContext,
  actor: Actor,
  input: MaterialAddRequest,
): Promise<{ ids: number[] }> {
  const tags = itemTags(input);
  checkRequest(input, tags);
  const accounts = await checkLinkTarget(db, auth, input.account_relation_type, input.account_ids);
  if (input.audit === Audit.THIRD_PARTY && !accounts.some((a) => a.is_review_material === 1)) {
    throw fieldError('account_ids', 'review_account', 'third-party review is for the review-material account');
  }
  await checkTags(db, tags.flat());
  const files = await filesOf(db, auth, input.materials);
  const now = Date.now();
  let ids: number[];
  try {
    ids = await db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const [i, m] of input.materials.entries()) {
        const id = await repo.insertMaterial(trx, rowOf(m, files[i]!, auth, input, now));
        ids.push(id);
        await repo.setTags(trx, [id], tags[i]!);
        await repo.setAccounts(
          trx,
          id,
          accounts.map((a) => a.id),
        );
      }
      await repo.rebuildFacets(trx, ids);
      await markFilesUsed(trx, [...new Set(files.map((f) => f.id))]);
      await recordMaterials(trx, actor, AuditAction.CREATE, ids, null);
      return ids;
    });
  } catch (error) {
    // the partial unique index on active md5s decided; the transaction is gone, so the answer is read afresh
    if (isUniqueViolation(error)) throw await duplicateAnswer(db, input);
    throw error;
  }
  // the materials already show "in review" (status 2); the provider learns of them once they exist
  if (input.audit === Audit.THIRD_PARTY) {
    await reviewer.submit(
      ids.map((material_id) => ({ material_id, country: input.country! })),
      now,
    );
  }
  return { ids };
}
