import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours with at least 4.5:1 contrast on their background for every token (WCAG 2.2 AA):
 * the stock Prism themes fail it for comments and punctuation, which axe reports on every page.
 */
function makeTheme(colors: {
  background: string;
  plain: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  func: string;
  tag: string;
  attr: string;
}): PrismTheme {
  return {
    plain: {color: colors.plain, backgroundColor: colors.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: colors.comment, fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: colors.plain}},
      {types: ['keyword', 'selector', 'important', 'atrule', 'rule'], style: {color: colors.keyword}},
      {types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: {color: colors.string}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'variable', 'property'], style: {color: colors.number}},
      {types: ['function', 'class-name', 'builtin'], style: {color: colors.func}},
      {types: ['tag', 'deleted', 'namespace'], style: {color: colors.tag}},
      {types: ['attr-name', 'key'], style: {color: colors.attr}},
    ],
  };
}

export const prismLightTheme = makeTheme({
  background: '#f6f8fa',
  plain: '#1f2328',
  comment: '#57606a',
  keyword: '#cf222e',
  string: '#0a3069',
  number: '#0550ae',
  func: '#6639ba',
  tag: '#116329',
  attr: '#953800',
});

export const prismDarkTheme = makeTheme({
  background: '#161b22',
  plain: '#e6edf3',
  comment: '#9198a1',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  number: '#79c0ff',
  func: '#d2a8ff',
  tag: '#7ee787',
  attr: '#ffa657',
});
