import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../types';

/** The API contract as OpenAPI, generated from the zod schemas of every route. */
export const openApiPlugin = fp(async (app: App) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Carnet API',
        description:
          'The school-family portal API. Every call needs a Bearer token except login; POST and PATCH also need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { config: { isPublic: true }, schema: { hide: true } }, async () => app.swagger());
});
