import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The execution environment as the browser sees it, so ApiItem renders the same panel on the server. */
const BrowserEnvironment: typeof ExecutionEnvironment = {...ExecutionEnvironment, canUseDOM: true};

export default BrowserEnvironment;
