/** The Docker image serves the nginx configuration the production tests check, rendered the same way. */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {BASE_PATH} from '../../src/constants';
import {CSP_CONF_FILE} from '../../scripts/security-headers';
import {NGINX_CONF_TEMPLATE, renderNginxConf} from '../../scripts/nginx-conf';

const dockerfile = readFileSync('Dockerfile', 'utf8');
/** The Node major version developers use (`.nvmrc`); the image builds with the same one. */
const nodeMajor = readFileSync('.nvmrc', 'utf8').trim();
const template = readFileSync(NGINX_CONF_TEMPLATE, 'utf8');

/** The arguments the Dockerfile renders deploy/nginx.conf with. */
function dockerRender(): {listen: string; root: string; output: string} {
  const match = /npx tsx scripts\/nginx-conf\.ts (\S+) (\S+) (\S+)/.exec(dockerfile);
  if (!match) throw new Error('The Dockerfile does not render deploy/nginx.conf with scripts/nginx-conf.ts.');
  return {listen: match[1] ?? '', root: match[2] ?? '', output: match[3] ?? ''};
}

function copies(from: string, to: string): boolean {
  return dockerfile
    .split('\n')
    .some((line) => line.startsWith('COPY --from=build ') && line.split(/\s+/).slice(-2).join(' ') === `${from} ${to}`);
}

describe('the Dockerfile', () => {
  it('builds with the Node of .nvmrc and serves with nginx', () => {
    expect(nodeMajor).toMatch(/^\d+$/);
    expect(dockerfile).toMatch(new RegExp(`^FROM node:${nodeMajor}-bookworm AS build$`, 'm'));
    expect(dockerfile).toMatch(/^FROM nginx:stable$/m);
  });

  it("renders deploy/nginx.conf with the tests' renderer and installs it as the main configuration", () => {
    const {output} = dockerRender();
    expect(copies(`/site/${output}`, '/etc/nginx/nginx.conf')).toBe(true);
  });

  it('serves the security headers its own build computed, where nginx.conf includes them', () => {
    expect(dockerfile).toMatch(/^RUN npm run build /m);
    expect(template).toContain('include generated/csp.conf;');
    expect(copies(`/site/${CSP_CONF_FILE}`, '/etc/nginx/generated/csp.conf')).toBe(true);
  });

  it('puts the build in the docs/ folder of the root it renders the configuration with', () => {
    const {root} = dockerRender();
    expect(copies('/site/build', `${root}${BASE_PATH.replace(/\/$/, '')}`)).toBe(true);
  });

  it('listens on the port it exposes', () => {
    const {listen} = dockerRender();
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${listen}$`, 'm'));
    expect(renderNginxConf(template, {listen, root: dockerRender().root})).toMatch(new RegExp(`^\\s*listen ${listen};$`, 'm'));
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
