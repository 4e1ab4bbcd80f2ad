import { adminUserDetail, adminUsersResponse, idParams } from 'contracts/schemas/admin';
import { adminUpdateRoleBody, adminUsersQuery, userSchema } from 'contracts/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { createUserAdminService } from './admin-service.ts';

/** The back office's accounts: list, detail, role, deletion. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserAdminService(app.db, app.clock);
  const tags = ['admin'];

  app.get(
    '/admin/all-users',
    {
      schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse } },
      config: { expensive: expensiveWith('email') },
    },
    (request) => service.list({ ...request.query, limit: request.query.userPerPage }),
  );

  app.get('/admin/user/:id', { schema: { tags, params: idParams, response: { 200: adminUserDetail } } }, (request) =>
    service.get(request.params.id),
  );

  app.put(
    '/admin/user/:id',
    {
      schema: { tags, params: idParams, body: adminUpdateRoleBody, response: { 200: z.object({ user: userSchema }) } },
    },
    async (request) => ({ user: await service.changeRole(request, request.params.id, request.body.role) }),
  );

  app.delete(
    '/admin/user/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.boolean(), _id: z.string() }) } } },
    async (request) => ({ deleted: true, _id: await service.remove(request, request.params.id) }),
  );
};
