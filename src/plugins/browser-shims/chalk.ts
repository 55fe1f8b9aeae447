/**
 * chalk for the browser bundle: the OpenAPI plugin's example generator colours one console warning with
 * chalk.yellow, which pulls chalk and its terminal detection into every API page. In a browser console
 * the colour codes are noise anyway: every style returns the plain text.
 */
type Style = 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan' | 'white' | 'gray' | 'bold' | 'dim' | 'italic' | 'underline';
/** Any property read returns the same function at run time; the type names the common styles. */
type Chalk = ((...text: unknown[]) => string) & {readonly [style in Style]: Chalk};

const chalk: Chalk = new Proxy(((...text: unknown[]) => text.map(String).join(' ')) as Chalk, {get: () => chalk});

export default chalk;
