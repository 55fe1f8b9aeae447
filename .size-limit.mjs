// @ts-check
/**
 * What a first visit downloads, per page type: the page's HTML and the scripts and stylesheets it names,
 * gzip as nginx sends them, checked against the build by `npm run test:size` (bytes do not vary between
 * machines; timings live in the bench). A limit is the size of a clean build (`npm run clear` first)
 * when it was set, plus about 3 %: tight enough that Prism's language catalogue coming back fails it.
 * The HTML holds the page's own CSS since issue 39 (src/plugins/critical-css), about 9 kB of it. The docs
 * home's limit was re-set on 2026-11-29 at 21.64 kB, after the day's work on issues 38 to 41 (wording, release
 * marks, the first-frame link); which part added how much was not measured. The MicroK8s page's limit was
 * re-set the same day at 22.68 kB, after the ninth and tenth readings added steps to it (snapd's refresh
 * output, `sudo journalctl`, the kubectl snap's channel on upgrade). Three HTML limits were re-set that
 * evening, after readings 31 to 37 added text, none of it markup: the MicroK8s page at 23.62 kB (the DNS
 * troubleshooting rows), create user at 24.75 kB and the admin API overview at 20.54 kB (the spec's
 * idempotency rule for `409` and `422` answers, the names Keycloak refuses). The JS limits were lowered
 * that night to their sizes plus 3 %, after the code colours' theme data left main.js (src/plugins/code-highlight,
 * bench/README.md): tight enough that the data coming back fails every one of them.
 */
import {readFileSync} from 'node:fs';

/** @type {{type: string, html: string, htmlLimit: string, js: string, css: string}[]} */
const PAGES = [
  {type: 'Docs home', html: 'index.html', htmlLimit: '22.3 kB', js: '168.5 kB', css: '16.3 kB'},
  {type: 'Manual page', html: 'administrators-manual/billing/tax-rules/index.html', htmlLimit: '23.6 kB', js: '169.5 kB', css: '16.3 kB'},
  {
    type: 'Manual page with code',
    html: 'operators-manual/kubernetes-install/microk8s/index.html',
    htmlLimit: '24.3 kB',
    js: '170.5 kB',
    css: '16.3 kB',
  },
  {type: 'API operation', html: 'api/reference/create-user/index.html', htmlLimit: '25.5 kB', js: '169.5 kB', css: '16.3 kB'},
  {type: 'API overview', html: 'api/reference/nubis-admin-api/index.html', htmlLimit: '21.2 kB', js: '165 kB', css: '16.3 kB'},
  {type: 'Not-found page', html: '404.html', htmlLimit: '10.3 kB', js: '146 kB', css: '16.3 kB'},
];

/** The build's files a page names with `tag attribute="/docs/…"` (the minifier may leave the quotes out). */
function named(html, tag, attribute) {
  const pattern = new RegExp(`<${tag}\\b[^>]*\\b${attribute}="?/docs/([^"\\s>]+\\.(?:js|css))`, 'g');
  return [...readFileSync(`build/${html}`, 'utf8').matchAll(pattern)].map((match) => `build/${match[1]}`);
}

export default PAGES.flatMap(({type, html, htmlLimit, js, css}) => [
  {name: `${type}: HTML`, path: `build/${html}`, limit: htmlLimit, gzip: true},
  {name: `${type}: JS`, path: named(html, 'script', 'src'), limit: js, gzip: true},
  {name: `${type}: CSS`, path: named(html, 'link', 'href'), limit: css, gzip: true},
]);
