import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/api-error.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { callNextQuerySchema, callNextSchema } from '#shared/call-next-schemas.js';
import type { Db } from '#server/db/client.js';
import { sendWithEtag } from '#server/http/etag.js';
import { callNext } from './call-next.js';
import type { PersonLinker } from './person-linker.js';

export interface CallNextRoutesDeps {
  db: Db;
  now: () => number;
  linker: PersonLinker;
}

/** GET /api/people/call-next: the dashboard's "Call next" (call-next.ts), polled like the list. */
export function callNextRoutes(app: FastifyInstance, { db, now, linker }: CallNextRoutesDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.peopleCallNext,
    {
      config: { access: 'admin', revalidate: true },
      schema: { querystring: callNextQuerySchema, response: { 200: callNextSchema, 400: apiErrorSchema } },
    },
    async (request, reply) => {
      // As every workbench read: a lead stored a moment ago is linked before it is ranked.
      await linker.sync();
      return sendWithEtag(request, reply, await callNext(db, now(), request.query.sessionId));
    },
  );
}
