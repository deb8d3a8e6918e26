import { describe, expect, it } from 'vitest';
import { exampleOf, fillPath, matchesSearch, operationsOf, type OpenApiDocument } from './openapi.ts';

const DOC: OpenApiDocument = {
  paths: {
    '/api/things/{id}': {
      get: {
        tags: ['things'],
        summary: 'One thing',
        parameters: [
          { name: 'id', in: 'path', schema: { type: 'string', format: 'uuid' } },
          { name: 'x-user', in: 'header', schema: { type: 'string' } },
          { name: 'full', in: 'query', schema: { type: 'boolean', default: false } },
        ],
      },
      delete: { tags: ['things'], summary: 'Delete it' },
    },
    '/api/things': {
      post: {
        tags: ['things'],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/NewThing' } } } },
      },
    },
    '/api/health': { get: { summary: 'Alive?' } },
  },
  components: {
    schemas: {
      NewThing: {
        type: 'object',
        required: ['name', 'size', 'kind', 'tags'],
        properties: {
          name: { type: 'string', example: 'Widget' },
          size: { type: 'integer', minimum: 1 },
          kind: { enum: ['small', 'large'] },
          tags: { type: 'array', items: { type: 'string' } },
          note: { type: 'string' },
          owner: { anyOf: [{ type: 'null' }, { type: 'object', properties: { id: { type: 'string' } } }] },
        },
      },
    },
  },
};

describe('the API console’s reading of the OpenAPI document', () => {
  const operations = operationsOf(DOC);

  it('lists every operation by tag, path and method, with its path and query parameters only', () => {
    expect(operations.map((one) => one.id)).toEqual([
      'GET /api/health',
      'POST /api/things',
      'GET /api/things/{id}',
      'DELETE /api/things/{id}',
    ]);
    expect(operations[0]!.tag).toBe('other');
    const get = operations[2]!;
    expect(get.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['full', 'query', false],
    ]);
    expect(operations[1]!.body?.required).toEqual(['name', 'size', 'kind', 'tags']);
  });

  it('prefills a body from examples, defaults, enums and the required fields only', () => {
    expect(exampleOf(DOC, operations[1]!.body!)).toEqual({ name: 'Widget', size: 1, kind: 'small', tags: [] });
    const owner = DOC.components!.schemas!.NewThing!.properties!.owner!;
    expect(exampleOf(DOC, owner)).toEqual({ id: '' });
  });

  it('finds operations by every word of a search, and fills path parameters encoded', () => {
    expect(operations.filter((one) => matchesSearch(one, 'things delete')).map((one) => one.id)).toEqual([
      'DELETE /api/things/{id}',
    ]);
    expect(operations.filter((one) => matchesSearch(one, 'ALIVE'))).toHaveLength(1);
    expect(fillPath('/api/things/{id}/x/{other}', { id: 'a b/c' })).toBe('/api/things/a%20b%2Fc/x/{other}');
  });
});
