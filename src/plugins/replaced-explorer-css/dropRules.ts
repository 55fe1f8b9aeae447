import type {AtRule, Container, Plugin as PostCssPlugin, Rule} from 'postcss';

/**
 * Class prefixes of the OpenAPI theme's request explorer, which src/theme/ApiExplorer replaces: its
 * form (`openapi-explorer__*`) and its code-sample tabs (`openapi-tabs__code-*`, with an inline SVG
 * logo for each of fifteen languages). The theme's stylesheet still carries their rules, and Docusaurus
 * puts all CSS in one render-blocking file that every page loads.
 */
export const REPLACED_CLASS_PREFIXES = ['openapi-explorer__', 'openapi-tabs__code-'] as const;

const REPLACED = new RegExp(`\\.(?:${REPLACED_CLASS_PREFIXES.map((prefix) => prefix.replace(/[-_]/g, '\\$&')).join('|')})`);

/** Whether a selector styles only elements of the replaced explorer. */
export function isReplacedSelector(selector: string): boolean {
  return REPLACED.test(selector);
}

function removeIfEmpty(container: Container | undefined): void {
  if (container && container.type === 'atrule' && (container.nodes?.length ?? 0) === 0) {
    const parent = container.parent;
    container.remove();
    removeIfEmpty(parent as Container | undefined);
  }
}

/** PostCSS plugin: drops the selectors of the replaced explorer, and rules and at-rules left empty. */
export function dropReplacedExplorerRules(): PostCssPlugin {
  return {
    postcssPlugin: 'nubis-drop-replaced-explorer-rules',
    Rule(rule: Rule) {
      const kept = rule.selectors.filter((selector) => !isReplacedSelector(selector));
      if (kept.length === rule.selectors.length) return;
      if (kept.length > 0) {
        rule.selectors = kept;
        return;
      }
      const parent = rule.parent as AtRule | undefined;
      rule.remove();
      removeIfEmpty(parent);
    },
  };
}
