import { Code, TagLimits } from '@adconsole/contract';
import { signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let admin: string;
let operator: string;
let advertiser: string;

beforeAll(async () => {
  server = await startServer();
  const as = await signInAll(server.app, ['admin', 'operator', 'advertiser']);
  [admin, operator, advertiser] = [as.admin.token, as.operator.token, as.advertiser.token];
});
afterAll(() => server.destroy());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });

interface Node {
  id: number;
  name: string;
  level: number;
  alias: string | null;
  is_review: boolean;
  children: Node[];
}
async function tree(): Promise<Node[]> {
  return (await call(admin, 'GET', '/v1/tag/tree/get?module=2')).json().data;
}
async function reviewTheme(): Promise<Node> {
  return (await tree()).find((t) => t.is_review)!;
}
async function plainTheme(): Promise<Node> {
  return (await tree()).find((t) => t.name === 'Industry')!;
}
const add = (body: object, token = admin) => call(token, 'POST', '/v1/tag/add', { module: 2, ...body });

describe('GET /v1/tag/tree/get', () => {
  it('answers three levels with the flagged review theme whose tags carry aliases', async () => {
    const themes = await tree();
    expect(themes.length).toBeGreaterThanOrEqual(5);
    const review = themes.filter((t) => t.is_review);
    expect(review).toHaveLength(1);
    const tags = review[0]!.children.flatMap((c) => c.children);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((t) => t.level === 3 && t.alias)).toBe(true);
    const industry = themes.find((t) => t.name === 'Industry')!;
    expect(industry.children.map((c) => c.name)).toContain('Games');
    expect(industry.children[0]!.children.every((t) => t.alias === null)).toBe(true);
  });

  it('is readable by every signed-in role and refused without a token', async () => {
    for (const token of [operator, advertiser])
      expect((await call(token, 'GET', '/v1/tag/tree/get')).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/v1/tag/tree/get' })).statusCode).toBe(401);
  });
});

describe('GET /v1/tag/list', () => {
  it('pages tags with theme and category names', async () => {
    const res = await call(admin, 'GET', '/v1/tag/list?level=3&module=2&page_no=1&page_size=10');
    const { total, list } = res.json().data;
    expect(total).toBeGreaterThan(10);
    expect(list).toHaveLength(10);
    for (const t of list) {
      expect(t.topic_name).toBeTruthy();
      expect(t.cate_name).toBeTruthy();
      expect(t.category_id).toBe(t.cate_id);
    }
    const page2 = (await call(admin, 'GET', '/v1/tag/list?level=3&page_no=2&page_size=10')).json().data.list;
    expect(page2[0].id).not.toBe(list[0].id);
  });

  it('filters by theme, category and name', async () => {
    const industry = await plainTheme();
    const games = industry.children.find((c) => c.name === 'Games')!;
    const byTopic = (await call(admin, 'GET', `/v1/tag/list?level=3&topic_id=${industry.id}&page_size=9999`)).json()
      .data;
    expect(byTopic.list.every((t: { topic_id: number }) => t.topic_id === industry.id)).toBe(true);
    const byCate = (await call(admin, 'GET', `/v1/tag/list?level=3&category_id=${games.id}&page_size=9999`)).json()
      .data;
    expect(byCate.list.map((t: { name: string }) => t.name).sort()).toEqual(games.children.map((c) => c.name).sort());
    const byName = (await call(admin, 'GET', '/v1/tag/list?level=3&name=rpg')).json().data;
    expect(byName.list.map((t: { name: string }) => t.name)).toEqual(['RPG']);
    // a user's % is a character, not a wildcard
    expect((await call(admin, 'GET', '/v1/tag/list?level=3&name=%25')).json().data.total).toBe(0);
    const themes = (await call(admin, 'GET', '/v1/tag/list?level=1&page_size=9999')).json().data;
    expect(themes.total).toBe((await tree()).length);
    const cats = (await call(admin, 'GET', `/v1/tag/list?level=2&topic_id=${industry.id}&page_size=9999`)).json().data;
    expect(cats.total).toBe(industry.children.length);
  });

  it('is refused with 400 for a page size over 9999', async () => {
    expect((await call(admin, 'GET', '/v1/tag/list?page_size=10000')).statusCode).toBe(400);
  });
});

describe('POST /v1/tag/add and PUT /v1/tag/edit', () => {
  it('adds a theme, a category under it and a tag under that, trimming names', async () => {
    const theme = (await add({ name: '  Seasonal  ', level: 1, parent_id: 0, remark: 'holiday pushes' })).json();
    expect(theme.code).toBe(200);
    const cate = (await add({ name: 'Holidays', level: 2, parent_id: theme.data.id })).json();
    const tag = (await add({ name: 'Lunar New Year', level: 3, parent_id: cate.data.id })).json();
    expect(tag).toMatchObject({ code: 200, msg: 'success' });
    const node = (await tree()).find((t) => t.id === theme.data.id)!;
    expect(node.name).toBe('Seasonal');
    expect(node.children[0]!.children[0]!.name).toBe('Lunar New Year');
  });

  it('refuses a duplicate sibling name (any case) with 10200, but allows it under another parent', async () => {
    const industry = await plainTheme();
    const dup = await add({ name: 'games', level: 2, parent_id: industry.id });
    expect(dup.json()).toMatchObject({ code: Code.NAME_TAKEN, data: { names: ['games'] } });
    const other = (await tree()).find((t) => t.name === 'Visual Style')!;
    expect((await add({ name: 'Games', level: 2, parent_id: other.id })).json().code).toBe(200);
  });

  it('refuses a category without an existing theme and a tag without an existing category', async () => {
    expect((await add({ name: 'Orphan', level: 2, parent_id: 999999 })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [999999] },
    });
    const industry = await plainTheme();
    // a tag hung directly on a theme is refused: its parent must be a category
    expect((await add({ name: 'Misplaced', level: 3, parent_id: industry.id })).json().code).toBe(Code.NOT_EXISTS);
    expect((await add({ name: 'Theme With Parent', level: 1, parent_id: industry.id })).statusCode).toBe(400);
  });

  it('requires an alias for a tag under the review theme and refuses it elsewhere', async () => {
    const review = await reviewTheme();
    const cate = review.children[0]!;
    const missing = await add({ name: 'Needs Alias', level: 3, parent_id: cate.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors[0]).toMatchObject({ field: 'alias', rule: 'required' });
    expect((await add({ name: 'Needs Alias', level: 3, parent_id: cate.id, alias: 'RV-9001' })).json().code).toBe(200);
    const taken = await add({ name: 'Other', level: 3, parent_id: cate.id, alias: 'RV-9001' });
    expect(taken.json()).toMatchObject({ code: Code.NAME_TAKEN, data: { names: ['RV-9001'] } });

    const games = (await plainTheme()).children.find((c) => c.name === 'Games')!;
    const refused = await add({ name: 'Sneaky', level: 3, parent_id: games.id, alias: 'X-1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors[0]).toMatchObject({ field: 'alias', rule: 'not_allowed' });
  });

  it('limits the remark to 200 characters and the name to 50', async () => {
    const games = (await plainTheme()).children.find((c) => c.name === 'Games')!;
    const long = await add({
      name: 'Long',
      level: 3,
      parent_id: games.id,
      remark: 'x'.repeat(TagLimits.REMARK_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.errors[0].field).toBe('remark');
    expect((await add({ name: 'x'.repeat(51), level: 3, parent_id: games.id })).statusCode).toBe(400);
    expect((await add({ name: '   ', level: 3, parent_id: games.id })).statusCode).toBe(400);
    const exact = await add({ name: 'Exact', level: 3, parent_id: games.id, remark: 'y'.repeat(TagLimits.REMARK_MAX) });
    expect(exact.json().code).toBe(200);
  });

  it('edits name, remark and category, and refuses a level change or a missing id', async () => {
    const industry = await plainTheme();
    const games = industry.children.find((c) => c.name === 'Games')!;
    const finance = industry.children.find((c) => c.name === 'Finance')!;
    const id = (await add({ name: 'Idle', level: 3, parent_id: games.id })).json().data.id;
    const edited = await call(admin, 'PUT', '/v1/tag/edit', {
      id,
      name: 'Idle Clicker',
      level: 3,
      module: 2,
      parent_id: finance.id,
      remark: 'moved',
    });
    expect(edited.json()).toMatchObject({ code: 200, msg: 'success' });
    const row = (await call(admin, 'GET', `/v1/tag/list?level=3&category_id=${finance.id}&page_size=9999`))
      .json()
      .data.list.find((t: { id: number }) => t.id === id);
    expect(row).toMatchObject({ name: 'Idle Clicker', remark: 'moved', cate_name: 'Finance' });
    const level = await call(admin, 'PUT', '/v1/tag/edit', {
      id,
      name: 'X',
      level: 2,
      module: 2,
      parent_id: industry.id,
    });
    expect(level.statusCode).toBe(400);
    const missing = await call(admin, 'PUT', '/v1/tag/edit', {
      id: 999999,
      name: 'X',
      level: 3,
      module: 2,
      parent_id: finance.id,
    });
    expect(missing.json().code).toBe(Code.NOT_EXISTS);
  });
});

describe('DELETE /v1/tag/del', () => {
  it('refuses a theme or category with children, naming how many', async () => {
    const industry = await plainTheme();
    const res = await call(admin, 'DELETE', `/v1/tag/del?id=${industry.id}`);
    expect(res.json()).toMatchObject({
      code: Code.TAG_HAS_CHILDREN,
      data: { id: industry.id, children: industry.children.length },
    });
    const cate = industry.children[0]!;
    expect((await call(admin, 'DELETE', `/v1/tag/del?id=${cate.id}`)).json().code).toBe(Code.TAG_HAS_CHILDREN);
    expect((await tree()).some((t) => t.id === industry.id)).toBe(true);
  });

  it('tells how many materials carry a tag, and removes it from them only when forced, in one go', async () => {
    const games = (await plainTheme()).children.find((c) => c.name === 'Games')!;
    const id = (await add({ name: 'Carried', level: 3, parent_id: games.id })).json().data.id;
    const keep = (await add({ name: 'Kept', level: 3, parent_id: games.id })).json().data.id;
    const db = server.database.db;
    await db
      .insertInto('material_tag')
      .values([
        { material_id: 1, tag_id: id },
        { material_id: 2, tag_id: id },
        { material_id: 1, tag_id: keep },
      ])
      .execute();
    const asked = await call(admin, 'DELETE', `/v1/tag/del?id=${id}`);
    expect(asked.json()).toMatchObject({ code: Code.TAG_IN_USE, data: { id, material_count: 2 } });
    expect((await db.selectFrom('material_tag').selectAll().where('tag_id', '=', id).execute()).length).toBe(2);

    const forced = await call(admin, 'DELETE', `/v1/tag/del?id=${id}&force=1`);
    expect(forced.json()).toMatchObject({ code: 200 });
    expect(await db.selectFrom('material_tag').selectAll().where('tag_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('material_tag').selectAll().where('tag_id', '=', keep).execute()).toHaveLength(1);
    expect(await db.selectFrom('tag').selectAll().where('id', '=', id).execute()).toEqual([]);
  });

  it('deletes an unused tag, then answers 10201 for it', async () => {
    const games = (await plainTheme()).children.find((c) => c.name === 'Games')!;
    const id = (await add({ name: 'Short Lived', level: 3, parent_id: games.id })).json().data.id;
    expect((await call(admin, 'DELETE', `/v1/tag/del?id=${id}`)).json().code).toBe(200);
    expect((await call(admin, 'DELETE', `/v1/tag/del?id=${id}`)).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [id] },
    });
  });
});

describe('permissions', () => {
  it('lets the operator manage tags', async () => {
    const games = (await plainTheme()).children.find((c) => c.name === 'Games')!;
    const res = await add({ name: 'By Operator', level: 3, parent_id: games.id }, operator);
    expect(res.json().code).toBe(200);
    expect((await call(operator, 'DELETE', `/v1/tag/del?id=${res.json().data.id}`)).json().code).toBe(200);
  });

  it('lets the advertiser read the list but refuses add, edit and delete with 403', async () => {
    expect((await call(advertiser, 'GET', '/v1/tag/list?level=3')).statusCode).toBe(200);
    const games = (await plainTheme()).children.find((c) => c.name === 'Games')!;
    const tagId = games.children[0]!.id;
    const attempts = [
      await add({ name: 'Nope', level: 3, parent_id: games.id }, advertiser),
      await call(advertiser, 'PUT', '/v1/tag/edit', {
        id: tagId,
        name: 'Nope',
        level: 3,
        module: 2,
        parent_id: games.id,
      }),
      await call(advertiser, 'DELETE', `/v1/tag/del?id=${tagId}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toContain('no operation permission');
    }
    expect(
      (await tree()).find((t) => t.name === 'Industry')!.children.find((c) => c.name === 'Games')!.children[0]!.name,
    ).toBe(games.children[0]!.name);
  });
});
