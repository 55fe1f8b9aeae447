import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  BASE_PATH,
  COMMUNITY_LINKS,
  COPYRIGHT_YEAR,
  CURRENT_DOCS_VERSION,
  DEFAULT_COLOR_MODE,
  PRODUCT_NAME,
  TOC_MAX_HEADING_LEVEL,
  TOC_MIN_HEADING_LEVEL,
} from './src/constants';
import {readSiteEnv} from './src/utils/siteEnv';
import rehypeFocusableTables from './src/plugins/rehype-focusable-tables';
import remarkSince from './src/plugins/remark-since';
import {CODE_BLOCK_COLORS, rehypeCodeHighlight} from './src/plugins/code-highlight';
import {API_REFERENCES, ADMIN_API_REFERENCE, SIDEBAR_FILE, referenceOverviewPath} from './src/api-reference/sections';
import type {PluginConfig} from '@docusaurus/types';

const siteEnv = readSiteEnv(process.env);

const config: Config = {
  title: `${PRODUCT_NAME} documentation`,
  tagline: `Install, run, bill and integrate ${PRODUCT_NAME}, the cloud dashboard and billing platform for OpenStack.`,
  favicon: 'img/favicon.svg',
  url: siteEnv.siteUrl,
  baseUrl: BASE_PATH,
  trailingSlash: undefined,

  // Rspack bundler and the other v4 behaviours: a cold build of 24 s instead of 104 s, 1.65 GB of memory instead of 2.27.
  future: {v4: true, faster: true},
  // The specification names the storage keys without a site-specific suffix.
  storage: {type: 'localStorage', namespace: false},

  // Without JavaScript tabs cannot switch: every panel shows, in order (an API page reads whole without scripts).
  headTags: [{tagName: 'noscript', attributes: {}, innerHTML: '<style>[role=tabpanel][hidden]{display:block}</style>'}],

  // The two OpenAPI files are published as downloads beside the pages.
  staticDirectories: ['static', 'openapi'],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}}},

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: CURRENT_DOCS_VERSION.name,
          versions: {current: {label: CURRENT_DOCS_VERSION.label, path: ''}},
          showLastUpdateTime: false,
          // `:since[25.6.0]` marks become badges; the API pages get theirs from the specs.
          remarkPlugins: [remarkSince],
          rehypePlugins: [rehypeFocusableTables, rehypeCodeHighlight],
        },
        blog: false,
        pages: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/api-reference.css']},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: [`${BASE_PATH}__fixtures/**`]},
        // Analytics only when a container id is given at build time: no id, no script, no request.
        ...(siteEnv.tagManagerContainerId ? {googleTagManager: {containerId: siteEnv.tagManagerContainerId}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The search results page; the box is src/theme/SearchBar, the index scripts/search-index.ts.
    './src/plugins/search-page/index.ts',
    './src/plugins/changelog-feed/index.ts',
    './src/plugins/llms/index.ts',
    './src/plugins/bundle-shims/index.ts',
    './src/plugins/sliced-client-entry/index.ts',
    './src/plugins/route-scripts-in-html/index.ts',
    // Each page's own rules inlined, its stylesheet at the end of the body: the text paints first.
    './src/plugins/critical-css/index.ts',
    // Each API reference in its own docs instance, its pages and sidebar generated from the spec
    // (npm run api:generate, src/api-reference), so that manual pages load none of its code.
    ...API_REFERENCES.map((reference): PluginConfig => [
      '@docusaurus/plugin-content-docs',
      {
        id: reference.docsPluginId,
        path: reference.outputDir,
        routeBasePath: reference.routeBasePath,
        sidebarPath: `./${reference.outputDir}/${SIDEBAR_FILE}`,
        rehypePlugins: [rehypeFocusableTables, rehypeCodeHighlight],
      },
    ]),
    // Test-only pages (crash, lazy-load error), built by `npm run build:test`.
    ...(siteEnv.testFixtures ? ['./tests/fixtures/index.ts'] : []),
  ],

  themeConfig: {
    // The description of pages that set none (the not-found page, the search page); every doc sets its own,
    // which replaces this one.
    metadata: [{name: 'description', content: `${PRODUCT_NAME} documentation: install, run, bill and integrate ${PRODUCT_NAME}.`}],
    colorMode: {defaultMode: DEFAULT_COLOR_MODE, respectPrefersColorScheme: false, disableSwitch: false},
    ...(siteEnv.announcement
      ? {announcementBar: {id: siteEnv.announcement.id, content: siteEnv.announcement.content, isCloseable: true}}
      : {}),
    tableOfContents: {minHeadingLevel: TOC_MIN_HEADING_LEVEL, maxHeadingLevel: TOC_MAX_HEADING_LEVEL},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    navbar: {
      title: PRODUCT_NAME,
      hideOnScroll: true,
      // logo.svg rendered at 96 px: an SVG image costs the first frame its own SVG document (bench/README.md).
      logo: {alt: `${PRODUCT_NAME} logo`, src: 'img/logo.png', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'manuals', position: 'left', label: 'Manuals'},
        {to: '/api', label: 'API Docs', position: 'left', activeBaseRegex: '^/docs/(api|billing-resource)'},
        {type: 'docSidebar', sidebarId: 'changelog', position: 'left', label: 'Changelog'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{to: '/changelog/', label: 'All releases'}],
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: "Operator's Manual", to: '/operators-manual/'},
            {label: "Administrator's Manual", to: '/administrators-manual/'},
            {label: 'Client Manual', to: '/client-manual/'},
          ],
        },
        {
          title: 'Developers',
          items: [
            {label: 'API Docs', to: '/api'},
            {label: 'Admin API reference', to: referenceOverviewPath(ADMIN_API_REFERENCE)},
            {label: 'Changelog', to: '/changelog/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'LinkedIn', href: COMMUNITY_LINKS.linkedIn},
            {label: 'GitHub', href: COMMUNITY_LINKS.gitHub},
          ],
        },
      ],
      copyright: `Copyright © ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. Built with Docusaurus.`,
    },
    // Code is coloured at build time (src/plugins/code-highlight); the theme reads only the block's own
    // colours from here, the same CSS variables in both modes, so a change of mode changes nothing.
    prism: {theme: CODE_BLOCK_COLORS, darkTheme: CODE_BLOCK_COLORS, additionalLanguages: []},
  } satisfies Preset.ThemeConfig,
};

export default config;
