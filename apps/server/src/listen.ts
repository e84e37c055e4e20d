import { createServer, type Server } from 'node:http';
import type { FastifyServerFactoryHandler } from 'fastify';

/**
 * One Fastify app answers on the six ports: the server factory hands its request handler to one
 * HTTP server per port, and the variant is then read from each request's Host header.
 */
export function multiPortServerFactory() {
  const servers: Server[] = [];
  let handler: FastifyServerFactoryHandler | null = null;
  return {
    serverFactory(appHandler: FastifyServerFactoryHandler) {
      handler = appHandler;
      const server = createServer(appHandler);
      servers.push(server);
      return server;
    },
    async listen(ports: number[], host: string): Promise<void> {
      if (!handler || !servers[0]) throw new Error('The app was not built with this factory');
      for (let index = servers.length; index < ports.length; index++) {
        servers.push(createServer(handler));
      }
      await Promise.all(
        ports.map(
          (port, index) =>
            new Promise<void>((resolve, reject) => {
              const server = servers[index]!;
              server.once('error', reject);
              server.listen(port, host, () => {
                server.off('error', reject);
                resolve();
              });
            }),
        ),
      );
    },
    /**
     * The extra servers; Fastify closes the first one itself. Requests in flight finish (a clean
     * stop, issue 20); idle kept-alive connections close at once, any still open after `graceMs`
     * are cut.
     */
    async closeExtra(graceMs = 5_000): Promise<void> {
      await Promise.all(
        servers.slice(1).map(
          (server) =>
            new Promise<void>((resolve) => {
              const cut = setTimeout(() => server.closeAllConnections(), graceMs);
              server.close(() => {
                clearTimeout(cut);
                resolve();
              });
              server.closeIdleConnections();
            }),
        ),
      );
    },
  };
}
