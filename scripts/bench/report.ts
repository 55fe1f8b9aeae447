/** bench/results.md: every figure of this site beside the default site's, with the ratio to it. */
import {ratio} from './stats';
import type {BenchResults, PageResult} from './results';
import type {SearchFigures} from './search-metrics';
import {PHONE_PROFILE} from './phone';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const mib = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MiB`;

/** "value (×ratio)" when the baseline is known, "value" otherwise. */
export function withRatio(text: string, value: number, baseline: number | undefined): string {
  const r = ratio(value, baseline);
  return r === undefined ? text : `${text} (×${r.toFixed(2)})`;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function lighthouseRow(site: string, page: PageResult, baseline: PageResult | undefined): string[] {
  const {scores, lcpMs, fcpMs, tbtMs, cls} = page.lighthouse;
  const b = baseline?.lighthouse;
  return [
    site,
    page.label,
    withRatio(String(scores.performance), scores.performance, b?.scores.performance),
    withRatio(String(scores.accessibility), scores.accessibility, b?.scores.accessibility),
    withRatio(String(scores['best-practices']), scores['best-practices'], b?.scores['best-practices']),
    withRatio(String(scores.seo), scores.seo, b?.scores.seo),
    withRatio(seconds(fcpMs), fcpMs, b?.fcpMs),
    withRatio(seconds(lcpMs), lcpMs, b?.lcpMs),
    withRatio(`${Math.round(tbtMs)} ms`, tbtMs, b?.tbtMs),
    withRatio(cls.toFixed(3), cls, b?.cls),
  ];
}

function weightRow(site: string, page: PageResult, baseline: PageResult | undefined): string[] {
  const w = page.weight;
  const b = baseline?.weight;
  return [
    site,
    page.label,
    withRatio(`${kb(w.jsBytes)} / ${w.jsRequests}`, w.jsBytes, b?.jsBytes),
    withRatio(kb(w.cssBytes), w.cssBytes, b?.cssBytes),
    withRatio(kb(w.htmlBytes), w.htmlBytes, b?.htmlBytes),
    withRatio(String(w.requests), w.requests, b?.requests),
    `${kb(w.prefetchBytes)} / ${w.prefetchRequests}`,
  ];
}

function phoneRow(site: string, page: PageResult, baseline: PageResult | undefined): string[] {
  const phone = page.phone;
  if (!phone) return [];
  const b = baseline?.phone;
  return [
    site,
    page.label,
    withRatio(seconds(phone.hydratedMs), phone.hydratedMs, b?.hydratedMs),
    withRatio(kb(phone.jsBytes), phone.jsBytes, b?.jsBytes),
    withRatio(`${Math.round(phone.longestTaskMs)} ms`, phone.longestTaskMs, b?.longestTaskMs),
    phone.runs.map((run) => Math.round(run.hydratedMs)).join(', '),
  ];
}

function searchSection(search: SearchFigures): string {
  const {profile, queries, medianMs, firstQueryBytes, firstQueryByKind} = search.phone;
  const breakdown = Object.entries(firstQueryByKind ?? {})
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .map(([kind, {responses, bytes}]) => `${kind} ${kb(bytes)} (${responses})`)
    .join(', ');
  return [
    `Chromium with ${profile.latencyMs} ms latency, ${profile.downloadKbps / 1000} Mbit/s down, ${profile.uploadKbps} kbit/s up and the CPU slowed down ${profile.cpuSlowdown}×; a first visit to a manual page, a tap on the box and the query typed at ${profile.typingDelayMs} ms per key. Bytes: everything received from the tap until the network is quiet after the first result, as sent over the wire.`,
    '',
    table(
      ['Figure', 'Value'],
      [
        ...(search.measuredAt ? [['Measured', `${search.measuredAt}, load average ${search.loadAverage?.join(' / ') ?? '?'}`]] : []),
        ['Index', `${search.pages} pages, ${search.indexFiles} files, ${kb(search.indexBytes)}`],
        ...queries.map(({query, ms, bytes}): string[] => [`"${query}": last keystroke to first result, bytes`, `${ms} ms, ${kb(bytes)}`]),
        ['Last keystroke to first result, median', `${medianMs} ms`],
        ['Bytes of the first query', kb(firstQueryBytes)],
        ...(breakdown ? [['… by kind (responses)', breakdown]] : []),
      ],
    ),
  ].join('\n');
}

/** Each page's TBT run by run, when the results have them: how far the runs behind a median spread. */
function tbtRunsSection(results: BenchResults): string[] {
  const rows = (['nubis', 'default'] as const).flatMap((id) =>
    Object.values(results.sites[id].pages)
      .filter((page) => page.lighthouse.tbtRunsMs?.length)
      .map((page) => [id === 'nubis' ? 'Nubis' : 'Default', page.label, (page.lighthouse.tbtRunsMs ?? []).map((ms) => `${ms}`).join(', ')]),
  );
  if (rows.length === 0) return [];
  return [
    'TBT of each run, in ms, round by round (the table above has their medians):',
    '',
    table(['Site', 'Page', 'TBT of each run'], rows),
    '',
  ];
}

export function renderReport(results: BenchResults): string {
  const own = results.sites.nubis;
  const base = results.sites.default;
  const ownPages = Object.values(own.pages);
  const basePages = Object.values(base.pages);
  const lighthouseRows = [
    ...ownPages.map((page) => lighthouseRow('Nubis', page, base.pages[page.baseline])),
    ...basePages.map((page) => lighthouseRow('Default', page, undefined)),
  ];
  const weightRows = [
    ...ownPages.map((page) => weightRow('Nubis', page, base.pages[page.baseline])),
    ...basePages.map((page) => weightRow('Default', page, undefined)),
  ];
  const phoneRows = [
    ...ownPages.map((page) => phoneRow('Nubis', page, base.pages[page.baseline])),
    ...basePages.map((page) => phoneRow('Default', page, undefined)),
  ].filter((row) => row.length > 0);
  const buildRow = (label: string, site: typeof own, baseline?: typeof own): string[] => [
    label,
    withRatio(seconds(site.build.cold.wallMs), site.build.cold.wallMs, baseline?.build.cold.wallMs),
    withRatio(seconds(site.build.warm.wallMs), site.build.warm.wallMs, baseline?.build.warm.wallMs),
    withRatio(mib(site.build.cold.peakRssBytes), site.build.cold.peakRssBytes, baseline?.build.cold.peakRssBytes),
    withRatio(String(site.build.pages), site.build.pages, baseline?.build.pages),
  ];
  const search = own.search;
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${results.measuredAt} on ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}, ${results.machine.chromium}, Lighthouse ${results.lighthouseVersion} (mobile, simulated throttling), Docusaurus ${results.docusaurusVersion}. Every page figure is the median of ${results.runs} runs, taken in rounds over the pages of both sites, every build figure of ${results.buildRuns}; in parentheses, the ratio to the default Docusaurus classic site measured in the same run (each Nubis page against the default doc page, the not-found page against the default not-found page). Written by \`npm run bench\`; how to read and reproduce it: bench/README.md.`,
    '',
    '## Lighthouse',
    '',
    table(['Site', 'Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'], lighthouseRows),
    '',
    ...tbtRunsSection(results),
    '## First visit (gzip bytes)',
    '',
    'JS is bytes / requests; requests count everything the page loads to render. Prefetch is what the page fetches when idle for the links it shows, not needed to render it.',
    '',
    table(['Site', 'Page', 'JS', 'CSS', 'HTML', 'Requests', 'Prefetch'], weightRows),
    '',
    '## A first visit on a phone',
    '',
    `Lighthouse's phone profile applied for real: ${PHONE_PROFILE.latencyMs} ms latency, ${PHONE_PROFILE.downloadKbps} kbit/s down, ${PHONE_PROFILE.uploadKbps} kbit/s up, the CPU slowed down ${PHONE_PROFILE.cpuSlowdown}×. Hydrated: from navigation until the colour toggle is enabled; JS: the scripts downloaded by then; longest task: the longest the main thread was busy at once before it.`,
    '',
    ...(phoneRows.length
      ? [table(['Site', 'Page', 'Hydrated', 'JS by then', 'Longest task', 'Hydrated, each run (ms)'], phoneRows)]
      : ['No phone figures in these results.']),
    '',
    '## Production build',
    '',
    'Cold: from a cleared state (`docusaurus clear`). Warm: built again with the bundler cache. Peak memory of the whole process tree.',
    '',
    table(['Site', 'Cold build', 'Warm build', 'Peak memory (cold)', 'Pages'], [buildRow('Nubis', own, base), buildRow('Default', base)]),
    '',
    '## Search on a phone',
    '',
    search ? searchSection(search) : 'No search figures.',
    '',
    'The default classic site has no search, so these figures have no baseline.',
    '',
    ...(results.scale
      ? [
          `## ${results.scale.factor}× the content`,
          '',
          `Measured ${results.scale.measuredAt}: ${results.scale.pages} pages (copies of the real pages under other routes, \`npm run bench -- --scale ${results.scale.factor}\`). Build: API generation, \`docusaurus build\` and the search index, from a cleared state.`,
          '',
          table(
            ['Figure', 'Value'],
            [
              ['Build', seconds(results.scale.build.wallMs)],
              ['Peak memory of the build', mib(results.scale.build.peakRssBytes)],
            ],
          ),
          '',
          searchSection(results.scale.search),
          '',
        ]
      : []),
    '## Budgets',
    '',
    table(
      ['Budget', 'Page', 'Actual', 'Limit', 'Result'],
      results.budgets.map((outcome) => {
        const format = (value: number): string =>
          outcome.unit === 'bytes' ? kb(value) : outcome.unit === 'ms' ? `${value} ms` : String(value);
        return [
          outcome.budget,
          outcome.page ?? '—',
          format(outcome.actual),
          `${outcome.unit === 'min' ? '≥' : '≤'} ${format(outcome.limit)}`,
          outcome.passed ? 'met' : '**missed**',
        ];
      }),
    ),
    '',
  ];
  return lines.join('\n');
}
