import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let server: TestServer;
let doc: Document;
beforeAll(async () => {
  server = await startServer();
  const res = await server.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await server.destroy();
});

const operation = (method: string, path: string): Operation | undefined => doc.paths[path]?.[method.toLowerCase()];

describe('the served OpenAPI document (/docs/json)', () => {
  it('is a valid OpenAPI document, every $ref resolving', async () => {
    // validate() dereferences in place: give it a copy
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('names reusable schemas after the contract, and refers to them from the calls', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining(['LoginRequest', 'MaterialListQuery', 'MaterialItem', 'TagTreeNode', 'BusinessFailure']),
    );
    expect(names.filter((n) => /^schema\d+$|^def-\d+$/.test(n))).toEqual([]);
    const list = operation('POST', '/v1/material/list');
    expect(list?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/MaterialListQuery',
    });
    expect(JSON.stringify(list?.responses['200'])).toContain('"#/components/schemas/MaterialListAnswer"');
  });

  it('lists every /v1 and /v2 call with its method, request and answer', () => {
    const api = server.apiRoutes.filter((r) => /^\/v[12]\//.test(r.path));
    expect(api.length).toBeGreaterThan(30);
    for (const route of api) {
      const op = operation(route.method, route.path);
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op?.responses['200']?.content?.['application/json'], `${route.method} ${route.path}`).toBeDefined();
    }
    expect(operation('GET', '/v1/material/detail')?.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'material_id', required: true }),
    );
    // the multipart upload shows its form, file included
    expect(operation('POST', '/v1/file')?.requestBody?.content['multipart/form-data']?.schema).toEqual({
      $ref: '#/components/schemas/FileUploadForm',
    });
  });

  it('declares the token header as a security scheme, on the calls that need a session; an API key on service calls', () => {
    expect(doc.components.securitySchemes.token).toEqual({ type: 'apiKey', in: 'header', name: 'token' });
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'http', scheme: 'bearer' });
    expect(operation('POST', '/v1/login')?.security).toEqual([]);
    expect(operation('POST', '/v1/material/list')?.security).toEqual([{ token: [] }]);
    for (const route of server.apiRoutes.filter((r) => /^\/v[12]\//.test(r.path))) {
      const security = operation(route.method, route.path)?.security;
      const expected = route.access.startsWith('service:')
        ? [{ apiKey: [] }]
        : ({ public: [], optional: [{ token: [] }, {}] }[route.access as string] ?? [{ token: [] }]);
      expect(security, `${route.method} ${route.path} (${route.access})`).toEqual(expected);
    }
  });

  it('leaves out the hidden routes: stored files and the document itself', () => {
    expect(Object.keys(doc.paths).filter((p) => !/^\/v[12]\//.test(p))).toEqual([]);
  });
});
