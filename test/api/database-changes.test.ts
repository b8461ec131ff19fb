import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { postgresChanges } from '@server/db/database-changes';

/**
 * The connection that hears PostgreSQL's announcements (db/database-changes.ts) when its peer falls
 * silent without closing it (a partition, a failover without a reset): TCP alone would call it alive
 * for hours while every change went unheard. Only meaningful on a real PostgreSQL (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const itWithPostgres = serverUrl ? it : it.skip;

/** A TCP relay to PostgreSQL whose open connections can be made to stop passing bytes, unclosed. */
async function silenceableRelay(target: URL) {
  const pairs: [net.Socket, net.Socket][] = [];
  const sockets: net.Socket[] = [];
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream);
    upstream.pipe(client);
    const ignore = () => undefined;
    client.on('error', ignore);
    upstream.on('error', ignore);
    pairs.push([client, upstream]);
    sockets.push(client, upstream);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as net.AddressInfo).port;
  return {
    port,
    silenceOpenConnections() {
      for (const [client, upstream] of pairs.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

async function until(holds: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${withinMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

itWithPostgres(
  'counts a listening connection that falls silent as lost within a heartbeat, and listens again',
  async () => {
    const relay = await silenceableRelay(new URL(serverUrl));
    const viaRelay = new URL(serverUrl);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const channel = `test_changes_${randomBytes(4).toString('hex')}`;
    const heard: string[] = [];
    const warnings: string[] = [];
    const changes = postgresChanges(viaRelay.toString(), (message) => warnings.push(message));
    const stop = await changes.listen(channel, {
      onChange: (payload) => heard.push(`change ${payload}`),
      onListening: () => heard.push('listening'),
      onLost: () => heard.push('lost'),
    });
    const announcer = new Client({ connectionString: serverUrl });
    await announcer.connect();
    try {
      await announcer.query(`NOTIFY ${channel}, 'one'`);
      await until(() => heard.includes('change one'), 2_000);

      relay.silenceOpenConnections();
      await announcer.query(`NOTIFY ${channel}, 'unheard'`);
      // A heartbeat every 5 s, answered within 5 s: lost within 10 s, given room for a loaded machine.
      await until(() => heard.includes('lost'), 20_000);
      expect(warnings.join('\n')).toContain(`stopped hearing changes on '${channel}'`);

      await until(() => heard.filter((event) => event === 'listening').length === 2, 5_000);
      await announcer.query(`NOTIFY ${channel}, 'two'`);
      await until(() => heard.includes('change two'), 2_000);
      expect(heard).toEqual(['listening', 'change one', 'lost', 'listening', 'change two']);
    } finally {
      await announcer.end();
      await stop();
      await changes.stopAll();
      await relay.close();
    }
  },
  45_000,
);
