// The OpenAPI theme publishes no module declarations for its swizzlable components; these are the ones
// src/theme wraps. Their props pass through untouched, so they are typed as opaque records.
declare module '@theme/SchemaItem' {
  import type {ComponentType} from 'react';
  const SchemaItem: ComponentType<Record<string, unknown>>;
  export default SchemaItem;
}
declare module '@theme-original/SchemaItem' {
  export {default} from '@theme/SchemaItem';
}
declare module '@theme/ParamsItem' {
  import type {ComponentType} from 'react';
  const ParamsItem: ComponentType<Record<string, unknown>>;
  export default ParamsItem;
}
declare module '@theme-original/ParamsItem' {
  export {default} from '@theme/ParamsItem';
}
declare module '@theme/SchemaTabs' {
  import type {ComponentType} from 'react';
  const SchemaTabs: ComponentType<Record<string, unknown>>;
  export default SchemaTabs;
}
declare module '@theme-original/SchemaTabs' {
  export {default} from '@theme/SchemaTabs';
}
declare module '@theme/ApiTabs' {
  import type {ComponentType} from 'react';
  const ApiTabs: ComponentType<Record<string, unknown>>;
  export default ApiTabs;
}
declare module '@theme-original/ApiTabs' {
  export {default} from '@theme/ApiTabs';
}
declare module '@theme/MimeTabs' {
  import type {ComponentType} from 'react';
  const MimeTabs: ComponentType<Record<string, unknown>>;
  export default MimeTabs;
}
declare module '@theme-original/MimeTabs' {
  export {default} from '@theme/MimeTabs';
}
