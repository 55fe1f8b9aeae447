/**
 * The OpenAPI theme publishes no types for its components. Our wrappers in src/theme pass the props
 * through untouched, so they type them as an opaque record; `@theme-original/*` comes typed from
 * @docusaurus/module-type-aliases.
 */
export type OpenApiThemeProps = Record<string, unknown>;
