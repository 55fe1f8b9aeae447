/**
 * Every page as Markdown, for AI assistants and scripts: after the build, a twin of each doc page at
 * `/docs/<route>.md` (src/utils/markdownTwin.ts), `/docs/llms.txt` (llmstxt.org) and
 * `/docs/llms-full.txt` (all twins in sidebar order).
 *
 * Not docusaurus-plugin-llms (0.6.1): it leaves admonitions as `:::` fences, rewrites image paths but
 * not links to other pages, orders pages by glob patterns instead of the sidebars, and would read the
 * API pages' generated MDX with its components. Here the manual pages are converted from their source
 * (markdown.ts) and the API pages written from the API model (src/api-reference/twin.ts).
 */
import {readFile, mkdir, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {specDownloadPath} from '../../api-reference/sections';
import {loadApiModels} from '../../api-reference/model';
import {referenceTwin} from '../../api-reference/twin';
import {PRODUCT_NAME} from '../../constants';
import {markdownTwinPath} from '../../utils/markdownTwin';
import {pageBodyToMarkdown, twinHeader, type PageLinks} from './markdown';
import {buildLlmsFullTxt, buildLlmsTxt, groupByArea, type TwinPage} from './llmsTxt';

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

/** The images of a built doc page's Markdown (inside `theme-doc-markdown`, a theme class name for styling), in page order. */
function contentImages(html: string): string[] {
  const sources: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode'], inContent: boolean): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const attribute = (name: string) => child.attrs.find((attr) => attr.name === name)?.value ?? '';
      const content = inContent || attribute('class').split(/\s+/).includes('theme-doc-markdown');
      if (content && child.tagName === 'img') sources.push(attribute('src'));
      walk(child, content);
    }
  };
  walk(parse(html), false);
  return sources;
}

/** Doc ids in the order the sidebars show them (a category's own page before its items). */
function sidebarOrder(sidebars: Record<string, unknown>): string[] {
  const ids: string[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id ?? '');
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      if (item.items) walk(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars)) walk(sidebar as SidebarItem[]);
  return ids;
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const origin = siteConfig.url.replace(/\/+$/, '');
  const sourceFile = (doc: DocMetadata): string => path.join(siteDir, doc.source.replace(/^@site\//, ''));
  return {
    name: 'nubis-llms',
    async postBuild({outDir, plugins}) {
      const instances = plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const allDocs = instances.flatMap((plugin) => (plugin.content as LoadedContent).loadedVersions.flatMap((version) => version.docs));
      const permalinkOfSource = new Map(allDocs.map((doc) => [sourceFile(doc), doc.permalink]));
      const pages: TwinPage[] = [];
      const models = await loadApiModels(siteDir);

      for (const plugin of instances) {
        const model = models.find((candidate) => candidate.reference.docsPluginId === plugin.options.id);
        for (const version of (plugin.content as LoadedContent).loadedVersions) {
          const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
          const ordered = [...new Set([...sidebarOrder(version.sidebars), ...version.docs.map((doc) => doc.id)])];
          const twinUrl = (id: string): string => `${origin}${markdownTwinPath(byId.get(id)?.permalink ?? '')}`;
          for (const id of ordered) {
            const doc = byId.get(id);
            if (!doc || doc.unlisted) continue;
            const url = `${origin}${doc.permalink}`;
            const description = doc.description;
            let markdown: string;
            if (model) {
              const twin = referenceTwin(
                model,
                doc.id,
                {title: doc.title, description, url},
                `${origin}${specDownloadPath(model.reference)}`,
                twinUrl,
              );
              if (twin === undefined)
                throw new Error(`${doc.source}: no page of the ${model.title} model has the id "${doc.id}"; run "npm run api:generate".`);
              markdown = twin;
            } else {
              markdown = `${twinHeader({title: doc.title, description, url})}\n\n${pageBodyToMarkdown(await readFile(sourceFile(doc), 'utf8'), await manualLinks(doc, url))}`;
            }
            pages.push({
              route: doc.permalink.slice(baseUrl.length),
              title: doc.title,
              description,
              twinUrl: `${origin}${markdownTwinPath(doc.permalink)}`,
              markdown,
            });
          }
        }
      }

      // A page of the main instance links its neighbours by their source file; its images are the files its built HTML names.
      async function manualLinks(doc: DocMetadata, url: string): Promise<PageLinks> {
        const sourceDir = path.dirname(sourceFile(doc));
        const htmlFile = path.join(outDir, doc.permalink.slice(baseUrl.length), 'index.html');
        const builtImages = existsSync(htmlFile) ? contentImages(await readFile(htmlFile, 'utf8')) : [];
        const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);
        return {
          link(target) {
            if (external(target)) return undefined;
            if (target.startsWith('#')) return `${url}${target}`;
            if (target.startsWith('/')) return `${origin}${target}`;
            const [file = '', hash = ''] = target.split(/(?=#)/);
            const permalink = permalinkOfSource.get(path.resolve(sourceDir, decodeURI(file)));
            return permalink ? `${origin}${permalink}${hash}` : new URL(target, url).href;
          },
          image(target) {
            if (external(target)) return target;
            // The Markdown's images are the content's <img> elements, in the same order: each src is where the build put the file.
            const src = builtImages.shift();
            if (src === undefined)
              throw new Error(
                `${doc.source}: ${htmlFile} has fewer <img> in its content than the page has images, so the twin cannot link ${target}.`,
              );
            // A small image is inlined (a data: URL): it has no file of its own.
            return src.startsWith('data:') ? undefined : new URL(src, url).href;
          },
        };
      }

      for (const page of pages) {
        const target = path.join(outDir, page.twinUrl.slice(`${origin}${baseUrl}`.length));
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, page.markdown);
      }
      const groups = groupByArea(pages);
      const about =
        `${PRODUCT_NAME} is a self-service cloud dashboard and billing platform that runs in front of one or more OpenStack clouds. ` +
        `Clients sign up, create projects and use compute, storage and networking; ${PRODUCT_NAME} meters their usage from OpenStack, ` +
        'rates it with price plans, applies credits, savings plans and tax, and issues bills and invoices. Operators install and run it on ' +
        'Kubernetes with Keycloak for identity, administrators configure clouds, services and billing, and integrators automate it through ' +
        `the admin API and the billing resource API. Each link below is the Markdown version of a page; ${origin}${baseUrl}llms-full.txt holds them all in one file.`;
      await writeFile(path.join(outDir, 'llms.txt'), buildLlmsTxt({title: siteConfig.title, summary: siteConfig.tagline, about}, groups));
      await writeFile(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(groups));
    },
  };
}
