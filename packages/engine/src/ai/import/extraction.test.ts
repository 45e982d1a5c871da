import { describe, expect, it } from 'vitest';
import { importDesign } from '../../design/import/index.js';
import {
  EXTRACTION_ANSWER_SCHEMA,
  estimateExtractionTokens,
  extractionMessages,
} from './extraction.js';
import { extractionToOpenApi, quoteKeyOf } from './extraction-to-openapi.js';

const answer = {
  endpoints: [
    {
      method: 'get',
      path: '/pets/{petId}',
      summary: 'Find a pet',
      description: 'Returns one pet.',
      tags: ['pets'],
      source: 'GET /pets/{petId} returns the pet with that id.',
      parameters: [
        {
          name: 'petId',
          in: 'path',
          required: false,
          type: 'integer',
          description: 'The id',
          example: '7',
        },
      ],
      requestBody: { contentType: '', schema: '', example: '' },
      responses: [
        {
          status: '200',
          description: 'The pet',
          contentType: 'application/json',
          schema: '{"$ref":"#/components/schemas/Pet"}',
          example: '{"id":7,"name":"Rex"}',
        },
        { status: '404', description: 'No such pet', contentType: '', schema: '', example: '' },
      ],
    },
    {
      method: 'post',
      path: '/pets',
      summary: 'Add a pet',
      description: '',
      tags: [],
      source: 'To add a pet, POST it to /pets.',
      parameters: [],
      requestBody: { contentType: 'application/json', schema: '{not json', example: '' },
      responses: [],
    },
  ],
  models: [
    {
      name: 'Pet',
      description: 'A pet in the store',
      schema:
        '{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":["id"]}',
      source: 'A pet has an id and a name.',
    },
  ],
};

describe('an AI extraction written as OpenAPI', () => {
  it('is read by the importer into endpoints and models, with the sentence each came from', async () => {
    const written = extractionToOpenApi(answer, 'From notes');
    expect(written).toMatchObject({ endpoints: 2, models: 1 });
    expect(written.quotes).toEqual({
      [quoteKeyOf.endpoint('get', '/pets/{petId}')]:
        'GET /pets/{petId} returns the pet with that id.',
      [quoteKeyOf.endpoint('post', '/pets')]: 'To add a pet, POST it to /pets.',
      [quoteKeyOf.model('Pet')]: 'A pet has an id and a name.',
    });
    // The request body's schema was not JSON: left out, and said.
    expect(written.issues).toEqual([
      expect.objectContaining({ code: 'SYNTAX', message: expect.stringContaining('POST /pets') }),
    ]);

    const { bundle, issues } = await importDesign({
      files: [{ name: 'ai.json', text: written.text }],
      entry: 'ai.json',
    });
    expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
    const get = bundle!.endpoints.find((e) => e.data.method === 'get')!;
    expect(get.name).toBe('Find a pet');
    // A path parameter is required, whatever the model said.
    expect(get.data.parameters[0]).toMatchObject({
      name: 'petId',
      in: 'path',
      required: true,
      example: 7,
    });
    expect(get.data.responses.map((r) => r.status)).toEqual(['200', '404']);
    expect(bundle!.models.map((m) => m.name)).toEqual(['Pet']);
    const post = bundle!.endpoints.find((e) => e.data.method === 'post')!;
    expect(post.data.requestBody).toBeNull();
  });

  it('says so when the answer is not the shape asked for, and keeps the first of an endpoint twice', () => {
    expect(extractionToOpenApi('no', 'x').issues[0]).toMatchObject({
      severity: 'error',
      code: 'UNREADABLE',
    });
    const twice = extractionToOpenApi(
      { endpoints: [answer.endpoints[0], answer.endpoints[0]], models: [] },
      'x',
    );
    expect(twice.endpoints).toBe(1);
  });
});

describe('the extraction prompt', () => {
  it('asks in the language chosen, sends the material as it is, and is strict structured output', () => {
    const [system, user] = extractionMessages('GET /pets lists pets', 'zh-CN');
    expect(system!.content).toContain('Simplified Chinese');
    expect(user!.content).toBe('GET /pets lists pets');
    expect(EXTRACTION_ANSWER_SCHEMA.schema.additionalProperties).toBe(false);
    expect(estimateExtractionTokens('x'.repeat(4000), 'en')).toBeGreaterThan(1000);
  });
});
