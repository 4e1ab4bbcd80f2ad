import { idOrSlugParams } from 'contracts/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import type { ListingKindInApi } from './listing-kind.ts';
import type { ListingTable } from './listing-query.ts';
import type { ListingPageQuery } from './listing-repository.ts';
import { createListingService } from './listing-service.ts';

/** A kind's public list (`/restaurants`, `/shops`) and detail (`/restaurant/:id`, `/shop/:id`). */
export function listingRoutes<T extends ListingTable, Query extends Omit<ListingPageQuery, 'name'>, Input>(
  kind: ListingKindInApi<T, Query, Input>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createListingService(app.db, app.clock, kind);

    app.get(
      `/${kind.plural}`,
      {
        schema: {
          tags: [kind.docs.tag],
          summary: kind.docs.list,
          querystring: kind.listQuery,
          response: { 200: kind.listResponse },
        },
        config: { expensive: expensiveWith(kind.nameFilter, 'openNow') },
      },
      (request) => service.list(request.query as Query, request.lang, request.user?.id),
    );

    app.get(
      `/${kind.singular}/:id`,
      {
        schema: {
          tags: [kind.docs.tag],
          summary: kind.docs.detail,
          params: idOrSlugParams,
          response: { 200: kind.detail },
        },
      },
      (request) => service.get(request.params.id, request.lang, request.user?.id),
    );
  };
}
