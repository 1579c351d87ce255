import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PG_BIN } from './install.ts';

/**
 * pg_auto_failover's health checks and timeouts, tightened from their defaults (5 s checks,
 * 20 s before a node is unhealthy, 30 s for a lost primary to step down) so a lost primary's
 * standby takes over within the 30 s the issue allows (docs/decisions/0044-standby-failover.md).
 */
export const MONITOR_SETTINGS: Record<string, string> = {
  'pgautofailover.health_check_period': '1000',
  'pgautofailover.health_check_timeout': '1000',
  'pgautofailover.health_check_max_retries': '1',
  'pgautofailover.health_check_retry_delay': '500',
  'pgautofailover.node_considered_unhealthy_timeout': '4000',
  'pgautofailover.primary_demote_timeout': '4000',
};

/**
 * The keepers' own timeouts (seconds; `pg_autoctl config set`). A primary that reaches neither
 * the monitor nor its standby steps down after network_partition_timeout: shorter than the
 * monitor's unhealthy + demote timeouts, so a cut-off primary is read-only before its standby
 * is promoted (and until then its commits wait for a standby that no longer follows it).
 */
export const KEEPER_SETTINGS: Record<string, string> = {
  'timeout.network_partition_timeout': '3',
  'timeout.prepare_promotion_walreceiver': '1',
  'timeout.prepare_promotion_catchup': '10',
};

export interface DataNode {
  name: string;
  port: number;
  pgdata: string;
}

export interface Formation {
  /** What the app is given: `pg_autoctl show uri --formation default`, with the user added. */
  url: string;
  nodes: DataNode[];
  /** The node the monitor reports as primary, if any. */
  primary(): Promise<DataNode | undefined>;
  /** The nodes whose PostgreSQL answers and is not in recovery: those that take writes. */
  writable(): DataNode[];
  /** `pg_autoctl show state` as printed. */
  state(): string;
  /** The primary's synchronous_standby_names and its standby's sync_state. */
  replication(node: DataNode): { standbyNames: string; syncState: string };
  /** The node is lost: its pg_autoctl and its PostgreSQL get SIGKILL. Resolves when both are gone. */
  kill(node: DataNode): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A monitor and two data nodes of pg_auto_failover on loopback, run as the `postgres` user in
 * `workDir` (which it must be able to reach): one primary, one synchronous standby.
 */
export async function startFormation(
  workDir: string,
  ports: { monitor: number; nodes: [number, number] },
  say: (line: string) => void,
): Promise<Formation> {
  fs.mkdirSync(workDir, { recursive: true });
  execFileSync('chown', ['postgres:postgres', workDir]);
  const env = {
    PATH: `${PG_BIN}:${process.env.PATH}`,
    // pg_autoctl keeps its state under the XDG folders: the run's own, removed with it.
    XDG_CONFIG_HOME: path.join(workDir, 'config'),
    XDG_DATA_HOME: path.join(workDir, 'share'),
    // Unix sockets in the run's folder, not the system's.
    PG_REGRESS_SOCK_DIR: workDir,
  };
  const asPostgres = (command: string[]) => [
    '-u',
    'postgres',
    '--',
    'env',
    ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
    ...command,
  ];
  const autoctl = (...args: string[]) =>
    execFileSync('runuser', asPostgres(['pg_autoctl', ...args]), { encoding: 'utf8', stdio: 'pipe' });
  const psql = (port: number, database: string, statement: string) =>
    execFileSync(
      'runuser',
      asPostgres([
        'psql',
        '-X',
        '-A',
        '-t',
        '-h',
        workDir,
        '-p',
        String(port),
        '-d',
        database,
        '-c',
        statement,
      ]),
      { encoding: 'utf8', stdio: 'pipe' },
    ).trim();

  const services: Array<{ name: string; child: ChildProcess }> = [];
  /** `pg_autoctl` in the foreground, in a process group of its own, logging to its file. */
  const run = (name: string, args: string[]) => {
    const log = fs.openSync(path.join(workDir, `${name}.log`), 'a');
    const child = spawn('runuser', asPostgres(['pg_autoctl', ...args]), {
      detached: true,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    services.push({ name, child });
    return child;
  };
  const until = async (what: string, done: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        if (done()) return;
      } catch {
        // Not ready to answer yet.
      }
      if (Date.now() > deadline) throw new Error(`failover: ${what} not within ${timeoutMs / 1000} s`);
      await sleep(250);
    }
  };
  const monitorData = path.join(workDir, 'monitor');
  const state = () => autoctl('show', 'state', '--pgdata', monitorData);

  const nodes: DataNode[] = ports.nodes.map((port, index) => ({
    name: `node${index + 1}`,
    port,
    pgdata: path.join(workDir, `node${index + 1}`),
  }));
  const formation: Formation = {
    url: '',
    nodes,
    async primary() {
      const rows = JSON.parse(autoctl('show', 'state', '--pgdata', monitorData, '--json')) as Array<{
        nodename: string;
        current_group_state: string;
        assigned_group_state: string;
      }>;
      const primary = rows.find(
        (row) =>
          ['primary', 'wait_primary', 'single'].includes(row.current_group_state) &&
          row.current_group_state === row.assigned_group_state,
      );
      return nodes.find((node) => node.name === primary?.nodename);
    },
    state,
    writable() {
      return nodes.filter((node) => {
        try {
          return psql(node.port, 'salon', 'select pg_is_in_recovery()') === 'f';
        } catch {
          return false;
        }
      });
    },
    replication(node) {
      return {
        standbyNames: psql(node.port, 'salon', 'show synchronous_standby_names'),
        syncState: psql(node.port, 'salon', "select string_agg(sync_state, ',') from pg_stat_replication"),
      };
    },
    async kill(node) {
      const service = services.find((candidate) => candidate.name === node.name);
      const postmaster = Number(
        fs.readFileSync(path.join(node.pgdata, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      // The machine is gone: its PostgreSQL and its keeper at once (the keeper alone would restart it).
      process.kill(postmaster, 'SIGKILL');
      if (service?.child.pid) process.kill(-service.child.pid, 'SIGKILL');
      await until(
        `${node.name} gone`,
        () => {
          try {
            process.kill(postmaster, 0);
            return false;
          } catch {
            return service?.child.exitCode !== null || service.child.signalCode !== null;
          }
        },
        10_000,
      );
    },
    async stop() {
      // Data nodes first, the monitor last; each pg_autoctl stops its PostgreSQL on SIGTERM.
      for (const service of [...services].reverse()) {
        const { child } = service;
        if (!child.pid || child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          continue;
        }
        await Promise.race([exited, sleep(20_000)]);
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
      }
    },
  };

  try {
    say(`pg_autoctl create monitor on 127.0.0.1:${ports.monitor}`);
    autoctl(
      'create',
      'monitor',
      '--pgdata',
      monitorData,
      '--pgport',
      String(ports.monitor),
      '--hostname',
      '127.0.0.1',
      '--auth',
      'trust',
      '--no-ssl',
      '--pgctl',
      `${PG_BIN}/pg_ctl`,
    );
    run('monitor', ['run', '--pgdata', monitorData]);
    await until('the monitor', () => psql(ports.monitor, 'pg_auto_failover', 'select 1') === '1', 30_000);
    for (const [name, value] of Object.entries(MONITOR_SETTINGS))
      psql(ports.monitor, 'pg_auto_failover', `alter system set ${name} = '${value}'`);
    psql(ports.monitor, 'pg_auto_failover', 'select pg_reload_conf()');
    const monitorUri = autoctl('show', 'uri', '--pgdata', monitorData, '--formation', 'monitor').trim();

    for (const node of nodes) {
      say(`pg_autoctl create postgres ${node.name} on 127.0.0.1:${node.port}`);
      run(node.name, [
        'create',
        'postgres',
        '--pgdata',
        node.pgdata,
        '--pgport',
        String(node.port),
        '--pghost',
        workDir,
        '--hostname',
        '127.0.0.1',
        '--name',
        node.name,
        '--auth',
        'trust',
        '--no-ssl',
        '--dbname',
        'salon',
        '--monitor',
        monitorUri,
        '--pgctl',
        `${PG_BIN}/pg_ctl`,
        '--run',
      ]);
      const goal =
        node === nodes[0] ? /\|\s+single\s+\|\s+single\s*$/m : /\|\s+secondary\s+\|\s+secondary\s*$/m;
      await until(
        `${node.name} ready`,
        () => {
          if (goal.test(state())) return true;
          // The standby's base backup waits for a checkpoint, spread over minutes by default:
          // an immediate one (the primary's) lets it start now.
          if (node !== nodes[0]) psql(nodes[0]!.port, 'salon', 'checkpoint');
          return false;
        },
        90_000,
      );
      for (const [name, value] of Object.entries(KEEPER_SETTINGS))
        autoctl('config', 'set', '--pgdata', node.pgdata, name, value);
    }
    await until(
      'primary and synchronous standby',
      () => /\|\s+primary\s+\|\s+primary\s*$/m.test(state()),
      60_000,
    );
    const uri = autoctl('show', 'uri', '--pgdata', monitorData, '--formation', 'default').trim();
    // The nodes trust loopback without TLS (a throwaway rig); a deployment's URL carries a user,
    // a password and an sslmode node-postgres reads as it should (docs/deploy.md).
    formation.url = uri
      .replace(/^postgres(ql)?:\/\//, 'postgres://postgres@')
      .replace(/sslmode=prefer/, 'sslmode=disable');
    return formation;
  } catch (error) {
    await formation.stop();
    throw error;
  }
}
