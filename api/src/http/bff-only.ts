import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The scope's routes answer only a BFF's address (`bffAddresses`, as BFF_ADDRESSES names them:
 * loopback by default, HAProxy in the cluster): to anyone else they do not exist. The BFF's proxy
 * never forwards `/internal/`; the BFF calls these itself, for what it took from visitors.
 */
export function onlyFromBffs(app: FastifyInstance, bffAddresses: string[]) {
  const isBff = proxyAddr.compile(bffAddresses);
  app.addHook('onRequest', async (request) => {
    if (!isBff(request.socket.remoteAddress ?? '', 0)) throw AppError.notFound();
  });
}
