import { listResponse } from 'contracts/schemas/common';
import { savedItem, savedItemParams, savedListQuery, saveItemBody } from 'contracts/schemas/saved';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSavedService, type SavedKind } from './saved-service.ts';

const changed = z.object({
  itemType: z.string(),
  itemId: z.string(),
  saved: z.boolean().optional(),
  removed: z.boolean().optional(),
});

/** `favorites` / `favorite` and `bookmarks` / `bookmark`: the signed-in user's saved listings. */
function savedRoutesFor(kind: SavedKind, singular: string): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createSavedService(app.db, kind, app.clock);
    const tags = ['saved listings'];
    app.addHook('onRequest', app.requireUser);
    const userId = (request: { user: { id: string } | null }) => request.user?.id ?? '';

    app.get(
      `/${kind}`,
      { schema: { tags, querystring: savedListQuery, response: { 200: listResponse(savedItem) } } },
      (request) => service.list(userId(request), request.query, request.lang),
    );
    app.post(`/${singular}`, { schema: { tags, body: saveItemBody, response: { 200: changed } } }, (request) =>
      service.add(userId(request), request.body.itemType, request.body.itemId),
    );
    app.delete(
      `/${singular}/:itemType/:itemId`,
      { schema: { tags, params: savedItemParams, response: { 200: changed } } },
      (request) => service.remove(userId(request), request.params.itemType, request.params.itemId),
    );
  };
}

export const favoriteRoutes = savedRoutesFor('favorites', 'favorite');
export const bookmarkRoutes = savedRoutesFor('bookmarks', 'bookmark');
