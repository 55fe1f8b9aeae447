/**
 * Serves a production build with nginx and deploy/nginx.conf, as the Docker image does: the one way the
 * end-to-end tests (playwright.config.ts) and the benchmark (scripts/bench/sites.ts) serve the site.
 * Debian's nginx is installed when absent and the tests run as root. nginx runs in the foreground as a
 * child of this process, from a temporary prefix that holds the rendered configuration, the security
 * headers computed from the build and a docs/ link to the build; it stops and the prefix is removed on
 * SIGINT or SIGTERM.
 *
 * Environment: PORT (default 4174), BUILD_DIR (default build).
 */
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BASE_PATH} from '../src/constants';
import {policyForBuild, securityHeadersConf} from './security-headers';
import {NGINX_CONF_TEMPLATE, renderNginxConf} from './nginx-conf';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
const DEBIAN_MODULES_ENABLED = '/etc/nginx/modules-enabled';
/** Debian's load_module lines name modules/… relative to the prefix, /usr/share/nginx in a normal run. */
const DEBIAN_MODULES_DIR = '/usr/share/nginx/modules';

export function findNginx(): string | undefined {
  return NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
}

export function findOrInstallNginx(): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('No nginx found: install Debian\'s "nginx" package (apt-get install nginx).');
  console.log("No nginx found: installing Debian's nginx package.");
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {stdio: 'inherit', env});
  const installed = findNginx();
  if (!installed) throw new Error('Installing nginx did not provide /usr/sbin/nginx.');
  return installed;
}

/** True when Debian's brotli filter module is enabled, so that deploy/brotli.conf may be included. */
export function brotliModuleEnabled(): boolean {
  return existsSync(DEBIAN_MODULES_ENABLED) && readdirSync(DEBIAN_MODULES_ENABLED).some((name) => name.includes('brotli-filter'));
}

/**
 * Lays out a prefix as the image does under /etc/nginx and /usr/share/nginx/html:
 * conf/nginx.conf, conf/generated/csp.conf (the security headers of this build, as scripts/security-headers.ts writes
 * them for a deployment), conf/optional/brotli.conf (with the module), html/docs → build.
 */
export function preparePrefix(buildDir: string, port: number): {prefix: string; conf: string} {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nubis-nginx-'));
  // nginx's workers run as an unprivileged user when the master runs as root: they must enter the prefix.
  chmodSync(prefix, 0o755);
  const confDir = path.join(prefix, 'conf');
  mkdirSync(path.join(confDir, 'generated'), {recursive: true});
  mkdirSync(path.join(prefix, 'html'));
  mkdirSync(path.join(prefix, 'logs'));
  symlinkSync(path.resolve(buildDir), path.join(prefix, 'html', 'docs'));
  if (existsSync(DEBIAN_MODULES_DIR)) symlinkSync(DEBIAN_MODULES_DIR, path.join(prefix, 'modules'));
  writeFileSync(path.join(confDir, 'generated', 'csp.conf'), securityHeadersConf(policyForBuild(buildDir, process.env).policy));
  if (brotliModuleEnabled()) {
    mkdirSync(path.join(confDir, 'optional'));
    copyFileSync('deploy/brotli.conf', path.join(confDir, 'optional', 'brotli.conf'));
  }
  const conf = path.join(confDir, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConf(readFileSync(NGINX_CONF_TEMPLATE, 'utf8'), {listen: `127.0.0.1:${port}`, root: path.join(prefix, 'html')}),
  );
  return {prefix, conf};
}

/**
 * Checks the configuration, then starts nginx in the foreground from the prefix. The configuration logs
 * requests to /dev/stdout, which cannot be opened when stdout is a socket (as Node gives its children):
 * nginx's stdout is a file of the prefix instead. Throws, with nginx's reason, when it refuses the file.
 */
export function startNginx(nginx: string, prefix: string, conf: string): ChildProcess {
  const args = ['-p', `${prefix}/`, '-c', conf, '-g', `daemon off; pid ${prefix}/nginx.pid;`];
  const accessLog = openSync(path.join(prefix, 'logs', 'access.log'), 'a');
  const check = spawnSync(nginx, ['-t', '-q', ...args], {stdio: ['ignore', accessLog, 'pipe'], encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx refused ${conf}:\n${check.stderr}`);
  return spawn(nginx, args, {stdio: ['ignore', accessLog, 'inherit']});
}

// Run as a script, not when imported: Playwright loads imports as CommonJS, where import.meta is an error.
if (path.basename(process.argv[1] ?? '') === 'nginx-server.ts') {
  const port = Number(process.env.PORT ?? 4174);
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.join(buildDir, '404.html'))) {
    console.error(`No production build in ${buildDir}/: run "npm run build" first.`);
    process.exit(1);
  }
  const nginx = findOrInstallNginx();
  const {prefix, conf} = preparePrefix(buildDir, port);
  let server: ChildProcess;
  try {
    server = startNginx(nginx, prefix, conf);
  } catch (error) {
    rmSync(prefix, {recursive: true, force: true});
    console.error(`${NGINX_CONF_TEMPLATE}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(
    `nginx (pid ${server.pid}) serves ${buildDir}/ at http://127.0.0.1:${port}${BASE_PATH} with ${NGINX_CONF_TEMPLATE}${brotliModuleEnabled() ? ' and brotli' : ''}.`,
  );
  const stop = (): void => {
    // SIGQUIT: graceful stop, the master waits for its workers.
    server.kill('SIGQUIT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code, signal) => {
    rmSync(prefix, {recursive: true, force: true});
    process.exit(signal === 'SIGQUIT' || code === 0 ? 0 : (code ?? 1));
  });
}
