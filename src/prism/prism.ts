/**
 * The Prism the code blocks highlight with: prismjs's core and the languages these pages use, instead of
 * the copy of Prism inside prism-react-renderer, which carries some forty languages into every page's
 * main bundle. The rest (bash, ini, http, properties, docker, java) comes from `prism.additionalLanguages`
 * in docusaurus.config.ts, which the theme loads into this same object.
 *
 * Each language file registers itself on the global Prism, which the core sets; the imports run in order.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-markdown';

/** The languages registered here, for the tests. */
export const BUILT_IN_LANGUAGES = ['markup', 'css', 'clike', 'javascript', 'typescript', 'js-extras', 'json', 'yaml', 'python', 'go', 'markdown'] as const;

export default Prism;
