import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DesignItem, DesignTree, EndpointMock, MockSettings } from '@heron/contract';
import { importAndCommit } from './design-transfer-helpers.js';
import { as, type Person } from './workspace-helpers.js';

/** A small pet store: a list, a create, an item with a 404, a named example. */
export const PETSTORE = `
openapi: 3.0.3
info: { title: pets, version: '1' }
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - { name: limit, in: query, schema: { type: integer, maximum: 100 } }
      responses:
        '200':
          description: the pets
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Pet' } }
    post:
      operationId: createPet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses:
        '201':
          description: created
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
  /pets/{petId}:
    parameters:
      - { name: petId, in: path, required: true, schema: { type: integer } }
    get:
      operationId: showPet
      responses:
        '200':
          description: a pet
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
              examples:
                rex: { value: { id: 7, name: Rex, email: rex@example.com } }
        '404':
          description: no such pet
          content:
            application/json:
              example: { message: no such pet }
    delete:
      operationId: deletePet
      responses:
        '204': { description: deleted }
components:
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id: { type: integer, format: int64 }
        name: { type: string }
        email: { type: string, format: email }
`;

export const mockUrl = (projectId: string, rest = '') => `/mock/${projectId}${rest}`;
export const settingsUrl = (projectId: string, rest = '') =>
  `/api/v1/projects/${projectId}/mock${rest}`;

export async function importPetstore(app: FastifyInstance, person: Person, projectId: string) {
  await importAndCommit(app, person, projectId, { text: PETSTORE, fileName: 'pets.yaml' });
}

export async function getSettings(app: FastifyInstance, person: Person, projectId: string) {
  const response = await as(app, person).get(settingsUrl(projectId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MockSettings>();
}

export async function saveSettings(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  change: Partial<MockSettings>,
) {
  const current = await getSettings(app, person, projectId);
  const response = await as(app, person).put(settingsUrl(projectId), {
    access: current.access,
    locale: current.locale,
    seed: current.seed,
    validateRequests: current.validateRequests,
    stateful: current.stateful,
    latencyMs: current.latencyMs,
    ...change,
    baseVersion: current.version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MockSettings>();
}

/** The project's endpoint with this method and path (from the design tree). */
export async function endpointAt(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  method: string,
  path: string,
): Promise<DesignItem> {
  const tree = await as(app, person).get(`/api/v1/projects/${projectId}/design/tree`);
  expect(tree.statusCode, tree.body).toBe(200);
  const node = tree
    .json<DesignTree>()
    .nodes.find((n) => n.kind === 'endpoint' && n.method === method && n.path === path);
  if (!node) throw new Error(`no endpoint ${method} ${path}`);
  const item = await as(app, person).get(`/api/v1/projects/${projectId}/design/items/${node.id}`);
  expect(item.statusCode, item.body).toBe(200);
  return item.json<DesignItem>();
}

export async function saveEndpointMock(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  endpointId: string,
  body: Partial<EndpointMock> & { baseVersion: number },
) {
  return as(app, person).put(settingsUrl(projectId, `/endpoints/${endpointId}`), {
    enabled: true,
    latencyMs: null,
    expectations: [],
    ...body,
  });
}
