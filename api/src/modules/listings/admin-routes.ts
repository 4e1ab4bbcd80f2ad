import { Readable } from 'node:stream';
import { idParams, type ListingBulkRequest, listingBulkResponse, MAX_BULK_IDS } from 'contracts/schemas/admin';
import { listResponse } from 'contracts/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import type { AdminListingFilters } from './admin-repository.ts';
import { createListingAdminService } from './admin-service.ts';
import { createListingBulkService } from './bulk-service.ts';
import type { ListingKindInApi } from './listing-kind.ts';
import type { ListingTable } from './listing-query.ts';

/** A kind's back office: `admin/restaurants` (list, export) and `admin/restaurant[/:id]` (form, trash, restore). */
export function adminListingRoutes<T extends ListingTable, Query, Input>(
  kind: ListingKindInApi<T, Query, Input>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createListingAdminService(app.db, app.clock, kind);
    const bulk = createListingBulkService(app.db, app.clock, kind);
    const { admin } = kind;
    const tags = ['admin'];

    app.get(
      `/admin/${kind.plural}`,
      {
        schema: { tags, querystring: admin.query, response: { 200: listResponse(admin.view) } },
        config: { expensive: expensiveWith('businessName', 'shopName') },
      },
      (request) => service.list(request.query as AdminListingFilters & { page: number; limit: number }, request.lang),
    );

    app.get(
      `/admin/${kind.plural}/export`,
      {
        schema: {
          tags,
          summary: 'Every listing the filters match, as CSV (UTF-8 with a byte-order mark)',
          querystring: admin.exportQuery,
        },
      },
      async (request, reply) => {
        const { fileName, lines } = service.exportCsv(request.query as AdminListingFilters, request.lang);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(lines));
      },
    );

    app.post(
      `/admin/${kind.plural}/bulk`,
      {
        schema: {
          tags,
          summary: 'Publish, unpublish, feature, unfeature, trash, restore or purge many listings at once',
          description: `The listings are \`ids\` (at most ${MAX_BULK_IDS}) or every one \`filter\` (the list's query without its page) matches, in the list or, for \`restore\` and \`purge\`, in the trash. Each is changed and audited on its own, under one \`batchId\`; those that could not be are in \`failed\` with the reason.`,
          body: admin.bulk,
          response: { 200: listingBulkResponse },
        },
      },
      (request) => bulk.run(request, request.lang, request.body as ListingBulkRequest),
    );

    app.get(
      `/admin/${kind.singular}/:id`,
      { schema: { tags, params: idParams, response: { 200: admin.view } } },
      (request) => service.get(request.params.id),
    );

    app.post(
      `/admin/${kind.singular}`,
      { schema: { tags, body: admin.input, response: { 201: admin.view } } },
      async (request, reply) =>
        reply.code(201).send(await service.create(request, request.lang, request.body as Input)),
    );

    app.put(
      `/admin/${kind.singular}/:id`,
      {
        schema: {
          tags,
          summary: 'Edit a listing; a version other than the stored one is a 409 VERSION_CONFLICT with `current`',
          params: idParams,
          body: admin.update,
          response: { 200: admin.view },
        },
      },
      (request) => service.edit(request, request.lang, request.params.id, request.body as Input & { version: number }),
    );

    app.delete(
      `/admin/${kind.singular}/:id`,
      { schema: { tags, summary: 'Move a listing to the trash', params: idParams } },
      async (request, reply) => {
        await service.moveToTrash(request, request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      `/admin/${kind.singular}/:id/restore`,
      {
        schema: { tags, summary: 'Restore a listing from the trash', params: idParams, response: { 200: admin.view } },
      },
      (request) => service.restore(request, request.params.id),
    );
  };
}
