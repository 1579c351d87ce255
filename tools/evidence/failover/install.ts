import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian 12's packages of the engine: pg_auto_failover for PostgreSQL 15 and its command line. */
export const ENGINE_PACKAGES = ['postgresql-15-auto-failover', 'pg-auto-failover-cli'];
export const PG_BIN = '/usr/lib/postgresql/15/bin';

const installed = (name: string) => {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).includes(
      'install ok installed',
    );
  } catch {
    return false;
  }
};

/**
 * Installs what the run needs when it is missing (as root, from the apt archive), saying what
 * it does. PostgreSQL 15 itself must be there already: the machine's database server.
 */
export function ensureEngineInstalled(say: (line: string) => void) {
  if (!fs.existsSync(`${PG_BIN}/postgres`))
    throw new Error(`PostgreSQL 15 is not installed (${PG_BIN}): apt-get install postgresql-15`);
  const missing = ENGINE_PACKAGES.filter((name) => !installed(name));
  if (!missing.length) return;
  if (process.getuid?.() !== 0) throw new Error(`missing ${missing.join(', ')}: run as root or install them`);
  say(`installing ${missing.join(', ')} (apt-get install -y)`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
