import net from 'node:net';

/**
 * A server's address that can go away and come back: a TCP relay to the test PostgreSQL. Losing
 * it cuts every connection through it and refuses new ones, as a lost primary does.
 */
export async function relayTo(target: { host: string; port: number }, port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async lose() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** A port nothing listens on (refuses connections). */
export async function closedPort() {
  const relay = await relayTo({ host: '127.0.0.1', port: 1 });
  await relay.lose();
  return relay.port;
}
