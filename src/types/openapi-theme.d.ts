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
