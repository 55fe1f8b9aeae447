import React, {type ReactNode} from 'react';

/** Stands in for BrowserOnly in the API theme's schema components: renders on the server too. */
export default function RenderEverywhere({children}: {children?: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return <>{children?.()}</>;
}
