/** The Docker image serves the nginx configuration the production tests check, rendered the same way. */
import {readFileSync} from 'node:fs';
import {posix} from 'node:path';
import {Copy, DockerfileParser, type Instruction} from 'dockerfile-ast';
import {describe, expect, it} from 'vitest';
import {BASE_PATH} from '../../src/constants';
import {CSP_CONF_FILE} from '../../scripts/security-headers';
import {NGINX_CONF_TEMPLATE, renderNginxConf} from '../../scripts/nginx-conf';

const template = readFileSync(NGINX_CONF_TEMPLATE, 'utf8');
/** The Dockerfile's stages as its parser (dockerfile-ast) reads them: the build, then the served image. */
const instructions = DockerfileParser.parse(readFileSync('Dockerfile', 'utf8')).getInstructions();
const starts = instructions.flatMap((i, n) => (i.getKeyword() === 'FROM' ? [n] : []));
const [build = [], served = []] = starts.map((start, n) => instructions.slice(start, starts[n + 1]));
const args = (i: Instruction) => i.getArguments().map((a) => a.getValue());
const words = (stage: Instruction[], keyword: string) => stage.filter((i) => i.getKeyword() === keyword).map(args);
const inBuild = (file: string) => posix.resolve(words(build, 'WORKDIR')[0]?.[0] ?? '/', file);
/** The build stage's shell commands in order: each RUN split at `&&`. */
const commands = words(build, 'RUN').flatMap((run) => run.join(' ').split(' && '));
/** The served image's files from the build stage: its path there → the build stage's path. */
const fromBuild = new Map(
  served.flatMap((i) => (i instanceof Copy && i.getFromFlag()?.getValue() === 'build' ? [[args(i)[1], inBuild(args(i)[0] ?? '')]] : [])),
);
/** The build stage renders deploy/nginx.conf with the tests' renderer; the checks read it rendered with the same arguments. */
const renderArgs = commands.find((c) => c.startsWith('npx tsx scripts/nginx-conf.ts '))?.split(' ') ?? [];
const [listen = '', root = '', output = ''] = renderArgs.slice(3);
const directive = (name: string) =>
  [...renderNginxConf(template, {listen, root}).matchAll(new RegExp(`^\\s*${name} (\\S+);$`, 'gm'))].map((m) => m[1]);

describe('the Dockerfile', () => {
  it('builds with the Node of .nvmrc from the production dependencies only (npm ci --omit=dev), and serves with nginx', () => {
    expect(words(build, 'FROM')[0]).toEqual([`node:${readFileSync('.nvmrc', 'utf8').trim()}-bookworm`, 'AS', 'build']);
    const install = commands.findIndex((command) => command.startsWith('npm ci --omit=dev '));
    expect(install, 'the build stage installs with npm ci --omit=dev').toBeGreaterThanOrEqual(0);
    expect(commands.indexOf('npm run build')).toBeGreaterThan(install);
    expect(words(served, 'FROM')).toEqual([['nginx:stable']]);
  });

  it("installs deploy/nginx.conf, rendered by the tests' renderer after the build, as nginx's main configuration", () => {
    expect(commands.findIndex((c) => c.includes('nginx-conf.ts'))).toBeGreaterThan(commands.indexOf('npm run build'));
    expect(fromBuild.get('/etc/nginx/nginx.conf'), `COPY --from=build ${inBuild(output)} /etc/nginx/nginx.conf`).toBe(inBuild(output));
  });

  it('gives nginx the security headers its own build computed, where the rendered configuration includes them', () => {
    const included = new Set(directive('include').filter((file) => file?.startsWith('generated/')));
    expect([...included]).toEqual([posix.relative('deploy', CSP_CONF_FILE)]);
    for (const file of included) {
      const where = posix.join('/etc/nginx', file ?? '');
      expect(fromBuild.get(where), `COPY --from=build ${inBuild(CSP_CONF_FILE)} ${where}, where nginx.conf includes it`).toBe(
        inBuild(CSP_CONF_FILE),
      );
    }
  });

  it('serves the build from the docs/ folder of the rendered root, on the port it exposes', () => {
    expect(directive('root')).toEqual([root]);
    const docs = `${root}${BASE_PATH.replace(/\/$/, '')}`;
    expect(fromBuild.get(docs), `COPY --from=build ${inBuild('build')} ${docs}`).toBe(inBuild('build'));
    expect(directive('listen')).toEqual([listen]);
    expect(words(served, 'EXPOSE'), `EXPOSE ${listen}, the port nginx.conf is rendered with`).toContainEqual([listen]);
  });

  it('never copies a build, headers or modules from the host', () => {
    const ignored = readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const path of ['node_modules', 'build', 'deploy/generated', '.generated']) expect(ignored).toContain(path);
  });
});

describe('deploy/nginx.conf', () => {
  // The tests' nginx (scripts/nginx-server.ts) runs it rendered: tests/e2e/serving.spec.ts and headers.spec.ts.
  it('refuses values that would break or extend the configuration', () => {
    expect(() => renderNginxConf(template, {listen: '80; include /etc/passwd', root: '/tmp'})).toThrow(/port/);
    expect(() => renderNginxConf(template, {listen: '70000', root: '/tmp'})).toThrow(/port/);
    expect(() => renderNginxConf(template, {listen: '8080', root: 'relative'})).toThrow(/absolute/);
    expect(() => renderNginxConf(template, {listen: '8080', root: '/tmp/a; b'})).toThrow(/absolute/);
    expect(() => renderNginxConf('listen ${NUBIS_OTHER};', {listen: '8080', root: '/tmp'})).toThrow(/unknown placeholder/);
  });
});
