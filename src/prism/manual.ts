/**
 * Read by prismjs's core when it loads: no highlighting of the whole document on DOMContentLoaded (React
 * renders every code block) and no message handler when loaded in a worker.
 */
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};

export {};
