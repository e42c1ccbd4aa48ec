import { createHash } from 'node:crypto';
import fs from 'node:fs';
import {
  AccountRelationType,
  allowedRatios,
  type FileKindValue,
  fileUrl,
  matchRatio,
  screenTypeOf,
} from '@adconsole/contract';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { userIdsByLogin } from '../modules/auth-admin/index.js';
import { createStorage, newStorageKey, type Storage, saveDemoFile, variantKey } from '../modules/files/index.js';
import {
  createLocalReviewer,
  rebuildDemoFacets,
  saveDemoMaterial,
  saveDemoVerdict,
} from '../modules/materials/index.js';
import { seedDemoCampaigns } from './demo-campaigns.js';
import { type DemoMaterial, demoMaterials } from './demo-materials-data.js';
import { demoFiles, type MediaFile } from './demo-media.js';

const DAY = 86_400_000;
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', mp4: 'video/mp4' };

export interface DemoRefs {
  accountIds: Map<string, number>;
  /** level-3 tag ids by 'Category/Tag' */
  tagIds: Map<string, number>;
  now: number;
}

/** Stores a generated file and its thumbnail or poster like an upload would; answers the file row's id and keys. */
async function storeFile(db: DB, storage: Storage, m: DemoMaterial, f: MediaFile, uploader: number, at: number) {
  const data = fs.readFileSync(f.path);
  const key = newStorageKey(m.format);
  await storage.put(key, fs.createReadStream(f.path), MIME[m.format]!);
  let thumbKey: string | null = null;
  if (f.thumbPath) {
    thumbKey = m.type === 2 ? variantKey(key, 'p', 'jpg') : variantKey(key, 't', 'webp');
    await storage.put(thumbKey, fs.createReadStream(f.thumbPath), m.type === 2 ? 'image/jpeg' : 'image/webp');
  }
  const scale = matchRatio(m.width, m.height, allowedRatios(m.type as FileKindValue)) ?? `${m.width}:${m.height}`;
  const row = {
    md5: createHash('md5').update(data).digest('hex'),
    size: data.length,
    name: m.title,
    ext: m.format,
    mime: MIME[m.format]!,
    kind: m.type,
    width: m.width,
    height: m.height,
    duration: f.duration,
    scale,
    screen_type: screenTypeOf(m.width, m.height),
    storage_key: key,
    thumb_key: thumbKey,
    uploader_id: uploader,
    used: 1,
    create_time: at,
  };
  return { id: await saveDemoFile(db, row), ...row };
}

/**
 * Seeds the demo library: real generated files in storage, their materials with tags, accounts, review states and
 * creators, and the campaigns whose ads use some of them. Videos are left out when ffmpeg is not installed.
 */
export async function seedDemoMaterials(db: DB, config: Config, refs: DemoRefs): Promise<void> {
  const users = await userIdsByLogin(db);
  const admin = users.get('admin')!;
  const storage = createStorage(config);
  const items = demoMaterials();
  const files = await demoFiles(items, config.ffmpegPath);
  const ids = new Map<string, number>();
  const review: { id: number; m: DemoMaterial; at: number }[] = [];

  for (const [i, m] of items.entries()) {
    const f = files[i];
    if (!f) continue;
    const at = refs.now - m.ageDays * DAY - i * 60_000;
    const creator = m.creator ? (users.get(m.creator) ?? admin) : null;
    const file = await storeFile(db, storage, m, f, creator ?? admin, at);
    const row = {
      name: `${m.title} · ${m.subtitle}`,
      remark: '',
      type: m.type,
      file_id: file.id,
      download_url: fileUrl(file.storage_key),
      thumb_url: file.thumb_key ? fileUrl(file.thumb_key) : '',
      size: file.size,
      format: file.ext,
      width: file.width,
      height: file.height,
      scale: file.scale,
      screen_type: file.screen_type,
      duration: file.duration,
      element: file.duration !== null ? JSON.stringify({ duration: file.duration }) : null,
      md5: file.md5,
      origin: m.origin ?? null,
      status: m.deleted ? -1 : 1,
      source: m.source,
      creator_id: creator,
      account_relation_type: m.accounts ? AccountRelationType.SPECIFIED : AccountRelationType.ALL,
      third_examine_status: m.review ? 2 : 1,
      third_examine_platform: m.review ? 2 : 1,
      third_examine_country: m.review?.country ?? null,
      create_time: at,
      update_time: at,
    };
    const id = await saveDemoMaterial(db, {
      row,
      tagIds: m.tags.map((t) => refs.tagIds.get(t)).filter((t): t is number => t !== undefined),
      accountIds: (m.accounts ?? []).map((a) => refs.accountIds.get(a)!),
    });
    ids.set(m.key, id);
    if (m.review) review.push({ id, m, at });
  }
  await seedReviews(db, review, users.get('operator') ?? admin);
  await rebuildDemoFacets(db, [...ids.values()]);
  await seedDemoCampaigns(db, { ...refs, materialIds: ids, userId: admin });
}

/** Submits the review account's materials to the local reviewer and records the verdicts already given. */
async function seedReviews(db: DB, items: { id: number; m: DemoMaterial; at: number }[], reviewer: number) {
  const local = createLocalReviewer(db);
  for (const { id, m, at } of items) {
    await local.submit([{ material_id: id, country: m.review!.country }], at);
    const status = m.review!.status;
    if (status === 2) continue;
    const decided = at + 3_600_000;
    await local.decide([id], status === 4, m.review!.reason ?? null, reviewer, decided);
    await saveDemoVerdict(db, id, {
      third_examine_status: status,
      third_examine_reason: m.review!.reason ?? null,
      examine_user_id: reviewer,
      examine_time: decided,
    });
  }
}
