import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** True when the route declares a response contract (and so appears in the OpenAPI document). */
  hasContract: boolean;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, for the contract-coverage test and the docs. */
    registeredRoutes: RegisteredRoute[];
  }
}

export function collectRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        hasContract: Boolean(route.schema?.response),
        hidden: Boolean(route.schema?.hide),
      });
    }
  });
}
