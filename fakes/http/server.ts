import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { createFakeApi, type FakeApi, type FakeApiOptions } from './fake-api';

export interface RunningFakeApi extends FakeApi {
  readonly url: string;
  close(): Promise<void>;
}

/** The fake API alone on loopback, for contract tests and scripts. Port 0 picks a free one. */
export async function startFakeApiServer(
  backend: InMemoryBackend,
  options: FakeApiOptions & { port?: number } = {},
): Promise<RunningFakeApi> {
  const api = createFakeApi(backend, options);
  const server: Server = createServer((req, res) => {
    api.handle(req, res).then(
      (handled) => {
        if (!handled) {
          res.writeHead(404, { 'Content-Type': 'text/plain' });
          res.end('Not found');
        }
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...api,
    handle: api.handle,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
