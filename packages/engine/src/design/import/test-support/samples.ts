import type { ImportFormat } from '@heron/contract';
import { designBundleSchema } from '@heron/contract';
import { dump } from 'js-yaml';
import { exportHeronFile } from '../../heron-file/heron-file.js';

/**
 * Small valid sources of every format the importers read, written here (not read from the
 * shared fixtures), for property tests to break: each is imported cleanly as it is.
 */

const POSTMAN_21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
const POSTMAN_20 = 'https://schema.getpostman.com/json/collection/v2.0.0/collection.json';

function collection(schema: string) {
  return {
    info: { name: 'Fuzz', schema },
    variable: [{ key: 'baseUrl', value: 'https://api.test' }],
    auth: { type: 'apikey', apikey: [{ key: 'key', value: 'X-Key' }] },
    item: [
      {
        name: 'Pets',
        item: [
          {
            name: 'Get pet',
            request: {
              method: 'GET',
              url: {
                raw: '{{baseUrl}}/pets/:id?limit=10',
                host: ['{{baseUrl}}'],
                path: ['pets', ':id'],
                query: [{ key: 'limit', value: '10' }],
                variable: [{ key: 'id', value: '1' }],
              },
              header: [
                { key: 'Accept', value: 'application/json' },
                { key: 'Cookie', value: 'a=1; b=2' },
              ],
              auth: { type: 'bearer', bearer: [{ key: 'token', value: 't' }] },
            },
            response: [
              {
                name: 'ok',
                code: 200,
                status: 'OK',
                header: [{ key: 'Content-Type', value: 'application/json' }],
                body: '{"id":1,"tags":["a"]}',
              },
            ],
          },
        ],
      },
      {
        name: 'Create pet',
        request: {
          method: 'POST',
          url: 'https://api.test/pets',
          body: { mode: 'raw', raw: '{"name":"x"}', options: { raw: { language: 'json' } } },
        },
      },
      {
        name: 'Upload',
        request: {
          method: 'PUT',
          url: 'https://api.test/files?x=1&x=2',
          body: {
            mode: 'formdata',
            formdata: [
              { key: 'file', type: 'file', src: 'a.png' },
              { key: 'n', value: '1', type: 'text' },
            ],
          },
        },
      },
    ],
  };
}

const HAR = {
  log: {
    version: '1.2',
    creator: { name: 'fuzz', version: '1' },
    pages: [{ title: 'Fuzz' }],
    entries: [
      {
        request: {
          method: 'GET',
          url: 'https://api.test/pets/1?limit=10&tag=a&tag=b',
          headers: [
            { name: 'Accept', value: 'application/json' },
            { name: 'Authorization', value: 'Bearer t' },
            { name: 'Cookie', value: 's=1' },
          ],
          queryString: [
            { name: 'limit', value: '10' },
            { name: 'extra', value: 'x' },
          ],
          cookies: [{ name: 's', value: '1' }],
        },
        response: {
          status: 200,
          statusText: 'OK',
          headers: [{ name: 'Content-Type', value: 'application/json' }],
          content: { mimeType: 'application/json', text: '{"id":1,"name":"x"}' },
        },
      },
      {
        request: {
          method: 'POST',
          url: 'https://api.test/pets',
          headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }],
          postData: {
            mimeType: 'application/x-www-form-urlencoded',
            params: [
              { name: 'a', value: '1' },
              { name: 'a', value: '2' },
            ],
          },
        },
        response: {
          status: 201,
          statusText: 'Created',
          headers: [],
          content: { mimeType: 'text/plain', text: 'b2s=', encoding: 'base64' },
        },
      },
    ],
  },
};

/** Commands from terminals, docs and browsers' "Copy as cURL". */
export const CURL_COMMANDS = [
  `curl 'https://api.test/v1/items?a=1&b=2' -H 'accept: application/json' --data-raw '{"x":[1,2]}' --compressed`,
  'curl -sSL -X PUT https://api.test/x -F "f=@a.png;type=image/png" -F n=1 -u a:b',
  "curl $'https://api.test/\\x41' -d a=1 -d b=2 -G --data-urlencode 'q=x y'",
  'curl ^"https://api.test/^" ^\r\n  -H ^"A: b^" ^\r\n  --data-raw ^"^{^\\^"a^\\^":1^}^"',
  'curl --json \'{"a":1}\' https://api.test/j \\\n  -b "s=1; t=2" -A agent -e ref -I',
];

const HERON_FILE = exportHeronFile(
  designBundleSchema.parse({
    meta: { info: { title: 'Fuzz', version: '1' }, servers: [{ url: 'https://f.test' }] },
    folders: [
      { key: 'f1', parentKey: null, section: 'api', name: 'A', data: {} },
      { key: 'f2', parentKey: 'f1', section: 'api', name: 'B', data: {} },
      { key: 'f3', parentKey: null, section: 'model', name: 'M', data: {} },
    ],
    endpoints: [
      {
        key: 'e1',
        folderKey: 'f2',
        name: 'Get',
        data: {
          method: 'get',
          path: '/a/{id}',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: [
            {
              status: '200',
              content: [
                { contentType: 'application/json', schema: { $ref: '#/components/schemas/T' } },
              ],
            },
          ],
        },
      },
    ],
    models: [{ key: 'm1', folderKey: 'f3', name: 'T', data: { schema: { type: 'object' } } }],
    docs: [{ key: 'd1', folderKey: 'f1', name: 'Doc', data: { content: 'x' } }],
  }),
);

const OPENAPI_30 = {
  openapi: '3.0.3',
  info: { title: 'Fuzz', version: '1' },
  tags: [{ name: 'pets' }],
  paths: {
    '/pets/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        tags: ['pets'],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          default: { $ref: '#/components/responses/Error' },
        },
      },
      put: {
        requestBody: {
          content: {
            'application/json': {
              schema: { nullable: true, allOf: [{ $ref: '#/components/schemas/Pet' }] },
            },
          },
        },
        responses: {},
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, exclusiveMinimum: true },
          next: { $ref: '#/components/schemas/Pet' },
          tag: { $ref: '#/components/schemas/Pet/properties/id' },
        },
      },
    },
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    responses: {
      Error: { description: 'error', headers: { 'X-Id': { schema: { type: 'string' } } } },
    },
  },
};

const OPENAPI_31 = {
  openapi: '3.1.0',
  info: { title: 'Fuzz', version: '1' },
  servers: [{ url: 'https://api.test/{v}', variables: { v: { default: 'v1' } } }],
  paths: {
    '/items': {
      post: {
        operationId: 'createItem',
        security: [{ key: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: ['object', 'null'], properties: { n: { const: 1 } } },
              examples: { one: { value: { n: 1 } } },
            },
          },
        },
        responses: { '201': { description: 'made' } },
        callbacks: { done: { '{$request.body#/url}': { post: { responses: {} } } } },
      },
    },
  },
  webhooks: { ping: { post: { responses: { '200': { description: 'ok' } } } } },
  components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
};

const SWAGGER_20 = {
  swagger: '2.0',
  info: { title: 'Fuzz', version: '1' },
  host: 'api.test',
  basePath: '/v1',
  schemes: ['https'],
  consumes: ['application/json'],
  produces: ['application/json'],
  paths: {
    '/pets': {
      get: {
        parameters: [
          { name: 'tags', in: 'query', type: 'array', items: { type: 'string' } },
          { $ref: '#/parameters/Limit' },
        ],
        responses: { '200': { $ref: '#/responses/Pets' } },
      },
      post: {
        consumes: ['application/x-www-form-urlencoded'],
        parameters: [{ name: 'name', in: 'formData', type: 'string', required: true }],
        responses: { '201': { description: 'made' } },
      },
    },
  },
  parameters: { Limit: { name: 'limit', in: 'query', type: 'integer' } },
  responses: {
    Pets: { description: 'pets', schema: { type: 'array', items: { $ref: '#/definitions/Pet' } } },
  },
  definitions: { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
  securityDefinitions: { oauth: { type: 'oauth2', flow: 'accessCode', scopes: {} } },
};

/** One valid source: its format, a file name, and the document (for JSON and YAML forms). */
export interface Sample {
  format: ImportFormat;
  name: string;
  /** The document as a value; curl samples have text only. */
  document?: unknown;
  text: string;
}

function jsonSample(format: ImportFormat, name: string, document: unknown): Sample {
  return { format, name, document, text: JSON.stringify(document, null, 2) };
}

/** Every format with its valid samples (a JSON one, and a YAML one where the format has YAML). */
export const SAMPLES: Record<ImportFormat, Sample[]> = {
  'openapi-3.0': [
    jsonSample('openapi-3.0', 'openapi.json', OPENAPI_30),
    { format: 'openapi-3.0', name: 'openapi.yaml', document: OPENAPI_30, text: dump(OPENAPI_30) },
  ],
  'openapi-3.1': [
    jsonSample('openapi-3.1', 'openapi.json', OPENAPI_31),
    { format: 'openapi-3.1', name: 'openapi.yaml', document: OPENAPI_31, text: dump(OPENAPI_31) },
  ],
  'swagger-2.0': [
    jsonSample('swagger-2.0', 'swagger.json', SWAGGER_20),
    { format: 'swagger-2.0', name: 'swagger.yaml', document: SWAGGER_20, text: dump(SWAGGER_20) },
  ],
  'postman-2.0': [jsonSample('postman-2.0', 'fuzz.postman.json', collection(POSTMAN_20))],
  'postman-2.1': [jsonSample('postman-2.1', 'fuzz.postman.json', collection(POSTMAN_21))],
  har: [jsonSample('har', 'fuzz.har', HAR)],
  curl: CURL_COMMANDS.map((text) => ({ format: 'curl', name: 'fuzz.sh', text })),
  heron: [
    jsonSample('heron', 'fuzz.heron.json', HERON_FILE),
    { format: 'heron', name: 'fuzz.heron.yaml', document: HERON_FILE, text: dump(HERON_FILE) },
  ],
};

/**
 * What makes a YAML text look like each format, so that a hostile value in it reaches the
 * format's own reading: the lines before it, and the line that places a flow list (`[…]`) where
 * the format reads a list or a value.
 */
export const FORMAT_SHAPES: Record<
  ImportFormat,
  { head: string; place: (list: string) => string }
> = {
  'openapi-3.0': {
    head: 'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\n',
    place: (list) => `components: {schemas: {Bomb: {type: array, example: ${list}}}}`,
  },
  'openapi-3.1': {
    head: 'openapi: 3.1.0\ninfo: {title: T, version: "1"}\n',
    place: (list) =>
      `paths: {/a: {get: {responses: {"200": {description: x, content: {application/json: {example: ${list}}}}}}}}`,
  },
  'swagger-2.0': {
    head: 'swagger: "2.0"\ninfo: {title: T, version: "1"}\npaths: {}\n',
    place: (list) => `definitions: {Bomb: {enum: ${list}}}`,
  },
  'postman-2.0': {
    head: `info: {name: T, schema: "${POSTMAN_20}"}\n`,
    place: (list) => `item: ${list}`,
  },
  'postman-2.1': {
    head: `info: {name: T, schema: "${POSTMAN_21}"}\n`,
    place: (list) => `item: ${list}`,
  },
  har: { head: '', place: (list) => `log: {version: "1.2", entries: ${list}}` },
  curl: { head: '', place: (list) => `curl: ${list}` },
  heron: {
    head: 'kind: heron-project\nversion: 1\n',
    place: (list) => `bundle: {meta: {}, folders: ${list}, endpoints: [], models: [], docs: []}`,
  },
};

/**
 * A YAML alias bomb (issue 19): each level's anchor is a list naming the level below `width`
 * times, so `levels` levels stand for width^levels values in a few hundred bytes; the last list
 * is written where `place` puts it, after `head`. 10 levels of 9 are 3.5 billion values in about
 * 550 bytes.
 */
export function yamlAliasBomb(
  levels: number,
  width: number,
  place: (list: string) => string = (list) => `item: ${list}`,
  head = '',
): string {
  const lines = ['a0: &a0 ["x"]'];
  for (let level = 1; level < levels; level += 1) {
    const names = Array.from({ length: width }, () => `*a${level - 1}`).join(', ');
    lines.push(`a${level}: &a${level} [${names}]`);
  }
  const names = Array.from({ length: width }, () => `*a${levels - 1}`).join(', ');
  lines.push(place(`[${names}]`));
  return `${head}${lines.join('\n')}\n`;
}
