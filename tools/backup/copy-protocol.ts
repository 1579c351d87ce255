// COPY TO STDOUT and COPY FROM STDIN over node-postgres, which has the protocol's hooks but no
// helper for them: a "submittable" query receives the server's copy messages itself.
import type pg from 'pg';

interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

class CopyQuery {
  private readonly chunks: Buffer[] = [];
  readonly done: Promise<Buffer>;
  private settle!: { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };

  constructor(
    readonly text: string,
    private readonly input?: Buffer,
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: Connection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: Connection) {
    const input = this.input ?? Buffer.alloc(0);
    for (let at = 0; at < input.length; at += 65_536)
      connection.sendCopyFromChunk(input.subarray(at, at + 65_536));
    connection.endCopyFrom();
  }

  handleCopyData(message: { chunk: Buffer }) {
    // The parser's buffer is reused for the next message: keep a copy.
    this.chunks.push(Buffer.from(message.chunk));
  }

  handleError(error: Error) {
    this.settle.reject(error);
  }

  handleReadyForQuery() {
    this.settle.resolve(Buffer.concat(this.chunks));
  }

  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
}

/** Runs `copy … to stdout` and returns what it wrote. */
export function copyOut(client: pg.Client, sql: string): Promise<Buffer> {
  const query = new CopyQuery(sql);
  client.query(query as unknown as pg.QueryConfig);
  return query.done;
}

/** Runs `copy … from stdin` with `data` as its input. */
export async function copyIn(client: pg.Client, sql: string, data: Buffer): Promise<void> {
  const query = new CopyQuery(sql, data);
  client.query(query as unknown as pg.QueryConfig);
  await query.done;
}
