/**
 * Stands in for the prism-react-renderer package in both bundles (aliased in
 * src/plugins/slim-prism): the same `Highlight` render-prop component and `Prism` export that the
 * Docusaurus theme and the OpenAPI theme import, highlighting with ./prism.ts. The component and its
 * helpers follow prism-react-renderer 2.4.1 (MIT, FormidableLabs), so tokens, class names and styles
 * are the same as with the package.
 */
import clsx from 'clsx';
import {useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import Prism from './prism';

export {Prism};

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

type StyleDictionary = Record<string, CSSProperties>;
type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

const newlineRe = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  const [only] = line;
  if (only === undefined) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && only.content === '') {
    only.content = '\n';
    only.empty = true;
  }
}

function appendTypes(types: string[], add: string | string[]): string[] {
  const size = types.length;
  if (size > 0 && types[size - 1] === add) return types;
  return types.concat(add);
}

/** Prism's nested token stream as lines of flat tokens, each with the types of its ancestors. */
export function normalizeTokens(tokens: PrismToken[]): Token[][] {
  let currentLine: Token[] = [];
  const lines = [currentLine];
  const walk = (stream: PrismToken[], parentTypes: string[], nested: boolean): void => {
    for (const token of stream) {
      let types: string[];
      let content: PrismToken | PrismToken[];
      if (typeof token === 'string') {
        types = nested ? parentTypes : ['plain'];
        content = token;
      } else {
        types = appendTypes(parentTypes, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], types, true);
        continue;
      }
      const [first = '', ...others] = content.split(newlineRe);
      currentLine.push({types, content: first});
      for (const part of others) {
        normalizeEmptyLines(currentLine);
        currentLine = [];
        lines.push(currentLine);
        currentLine.push({types, content: part});
      }
    }
  };
  walk(tokens, [], false);
  normalizeEmptyLines(currentLine);
  return lines;
}

function themeToDict(theme: PrismTheme, language: string): StyleDictionary {
  const {plain} = theme;
  const dict = theme.styles.reduce<StyleDictionary>((styles, {languages, style, types}) => {
    if (languages && !languages.includes(language as never)) return styles;
    for (const type of types) styles[type] = {...styles[type], ...(style as CSSProperties)};
    return styles;
  }, {});
  dict.root = plain as CSSProperties;
  dict.plain = {...(plain as CSSProperties), backgroundColor: undefined};
  return dict;
}

interface LineInputProps {
  line: Token[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

interface TokenInputProps {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => Record<string, unknown>;
  getTokenProps: (input: TokenInputProps) => Record<string, unknown>;
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactNode;
}

export function useTokenize({prism, code, language}: {prism: typeof Prism; code: string; language: string}): Token[][] {
  return useMemo(() => {
    const grammar = prism.languages[language];
    if (grammar == null) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as PrismToken[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar) as PrismToken[];
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, language, prism]);
}

const NO_THEME: PrismTheme = {plain: {}, styles: []};

export function Highlight({children, language: languageProp, code, theme = NO_THEME, prism = Prism}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  const getLineProps = useCallback(
    ({className, style, line, ...rest}: LineInputProps) => {
      void line;
      return {...rest, className: clsx('token-line', className), style: {...dict.plain, ...style}};
    },
    [dict],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps) => {
      const {types, empty} = token;
      const [firstType = 'plain'] = types;
      let tokenStyle: CSSProperties | undefined;
      if (types.length === 1 && firstType === 'plain') tokenStyle = empty != null ? {display: 'inline-block'} : undefined;
      else if (types.length === 1 && empty != null) tokenStyle = dict[firstType];
      else tokenStyle = Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
      return {
        ...rest,
        className: clsx('token', ...types, className),
        children: token.content,
        style: style != null ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
    [dict],
  );
  const tokens = useTokenize({prism, code, language});
  return children({tokens, className: `prism-code language-${language}`, style: dict.root ?? {}, getLineProps, getTokenProps});
}
