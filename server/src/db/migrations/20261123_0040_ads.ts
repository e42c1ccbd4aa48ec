import { type Kysely, sql } from 'kysely';
import { columnAdder } from './helpers.js';

/**
 * Ads and creatives. The ad and creative tables the material where-used chain made grow to the spec's
 * fields; every existing row and id stays (new columns have defaults). An existing creative that shows a video becomes
 * a video creative and its ad a video ad; the others are image creatives of image ads. An ad's modify time starts at
 * its create time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = columnAdder(db);

  // 1 image, 2 video, 3 JS tag, 4 VAST
  await add('ad', 'type', 'integer', 1);
  await add('ad', 'description', 'varchar(200)', '');
  await add('ad', 'title', 'varchar(200)', '');
  await add('ad', 'button_text', 'varchar(100)', '');
  await add('ad', 'h5_url', 'varchar(1000)', '');
  await add('ad', 'deeplink', 'varchar(1000)', '');
  // the settlement attribution link (an MMP click URL)
  await add('ad', 'attribution_link', 'varchar(1000)', '');
  for (const column of [
    'impression_track_url',
    'click_track_url',
    'video_start_track_url',
    'video_q1_track_url',
    'video_mid_track_url',
    'video_q3_track_url',
    'video_complete_track_url',
  ]) {
    await add('ad', column, 'varchar(1000)', '');
  }
  // where the ad shows inside an ad position (a tab and a content category); null none
  await add('ad', 'adpos_id', 'integer', null);
  await add('ad', 'adpos_tab', 'varchar(32)', '');
  await add('ad', 'adpos_category', 'varchar(64)', '');
  await add('ad', 'create_user_id', 'integer', null);
  await add('ad', 'modify_user_id', 'integer', null);
  await add('ad', 'modify_time', 'bigint', 0);
  await sql`update ad set modify_time = create_time`.execute(db);
  await db.schema.createIndex('ad_name_idx').on('ad').columns(['ad_group_id', 'name']).execute();
  await db.schema.createIndex('ad_position_idx').on('ad').columns(['adpos_id', 'adpos_category']).execute();

  // image, video, landing_page, js_tag, vast
  await add('creative', 'kind', 'varchar(16)', 'image');
  await add('creative', 'html', 'text', '');
  await add('creative', 'click_url', 'varchar(1000)', '');
  await add('creative', 'width', 'integer', 0);
  await add('creative', 'height', 'integer', 0);
  await add('creative', 'ad_tag', 'varchar(1000)', '');
  await add('creative', 'spec', 'varchar(16)', '');
  await add('creative', 'sort', 'integer', 0);
  await sql`update creative set kind = 'video' where exists (
    select 1 from creative_material cm join material m on m.id = cm.material_id
    where cm.creative_id = creative.id and m.type = 2)`.execute(db);
  await sql`update ad set type = 2 where exists (
    select 1 from creative cr where cr.ad_id = ad.id and cr.kind = 'video')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['ad_position_idx', 'ad_name_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['kind', 'html', 'click_url', 'width', 'height', 'ad_tag', 'spec', 'sort']) {
    await db.schema.alterTable('creative').dropColumn(column).execute();
  }
  for (const column of [
    'type',
    'description',
    'title',
    'button_text',
    'h5_url',
    'deeplink',
    'attribution_link',
    'impression_track_url',
    'click_track_url',
    'video_start_track_url',
    'video_q1_track_url',
    'video_mid_track_url',
    'video_q3_track_url',
    'video_complete_track_url',
    'adpos_id',
    'adpos_tab',
    'adpos_category',
    'create_user_id',
    'modify_user_id',
    'modify_time',
  ]) {
    await db.schema.alterTable('ad').dropColumn(column).execute();
  }
}
