/**
 * The API calls of the manuals: every `curl` command in a ```bash, ```shell or ```sh block of a page
 * under docs/ whose URL is under `/api/v1/`, written directly or through a variable the page sets
 * (`API=https://cloud.example.com/api/v1/...`, then `curl "$API/exports"`).
 *
 * A call is the curl command alone, as bash reads it: its continuation lines and its here-document
 * included, up to the `|`, `;`, `&&`, `)` or line end that ends it. What runs around it (a `jq`
 * filter, a loop, a token request to Keycloak) is not the API's and is not run.
 */
import type {Code, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';

export interface ManualCurlCall {
  /** Line of the `curl` word in the Markdown file (1-based). */
  line: number;
  /** The command as the page writes it. */
  command: string;
  /**
   * The page's assignments of a plain value (`page=0`, `API=https://...`, `TOKEN=""`) before the call,
   * in page order. Assignments from a command's output (`ID=$(uuidgen)`) are not among them.
   */
  assignments: string[];
}

const SHELL_LANGUAGES = new Set(['bash', 'shell', 'sh']);

/** One shell word after `NAME=`: quoted or bare, no command substitution, nothing that would run a command. */
const PLAIN_ASSIGNMENT = /^[A-Za-z_]\w*=(?:"[^"`]*"|'[^']*'|[^\s"'`;|&<>()]*)$/;

interface Segment {
  /** Offset of the command's first character in the block. */
  start: number;
  text: string;
}

/**
 * Splits a block into the simple commands bash would see, nested `$(...)` included. Enough of the
 * shell grammar for documentation: quotes, escapes, comments, command substitution and here-documents.
 */
export function shellCommands(source: string): Segment[] {
  const segments: Segment[] = [];
  // One open command per `$(` level: where it started.
  const starts: number[] = [0];
  const pendingHeredocs: {word: string; stripTabs: boolean}[] = [];

  const close = (end: number) => {
    const start = starts[starts.length - 1] ?? 0;
    const raw = source.slice(start, end);
    // A command continued onto the line of the `|` that ends it keeps no dangling backslash.
    const text = raw.trim().replace(/\s*\\$/, '');
    if (text) segments.push({start: start + raw.indexOf(text), text});
  };

  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    const next = source.charAt(index + 1);
    if (char === '\\') {
      index += 2;
    } else if (char === "'") {
      const end = source.indexOf("'", index + 1);
      index = end === -1 ? source.length : end + 1;
    } else if (char === '"') {
      index++;
      while (index < source.length && source.charAt(index) !== '"') index += source.charAt(index) === '\\' ? 2 : 1;
      index++;
    } else if (char === '#' && (index === 0 || /\s/.test(source.charAt(index - 1)))) {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
    } else if (char === '$' && next === '(') {
      starts.push(index + 2);
      index += 2;
    } else if (char === ')' && starts.length > 1) {
      close(index);
      starts.pop();
      index++;
    } else if (char === '<' && next === '<' && source.charAt(index + 2) !== '<') {
      const heredoc = /^<<(-?)\s*(['"]?)(\w+)\2/.exec(source.slice(index));
      if (heredoc) pendingHeredocs.push({word: heredoc[3] ?? '', stripTabs: heredoc[1] === '-'});
      index += heredoc ? heredoc[0].length : 2;
    } else if (char === '\n' && pendingHeredocs.length > 0) {
      // The here-document's lines belong to the command that opened it.
      let end = index + 1;
      for (const {word, stripTabs} of pendingHeredocs.splice(0)) {
        for (;;) {
          const lineEnd = source.indexOf('\n', end);
          const line = source.slice(end, lineEnd === -1 ? source.length : lineEnd);
          end = lineEnd === -1 ? source.length : lineEnd + 1;
          if ((stripTabs ? line.replace(/^\t+/, '') : line) === word || lineEnd === -1) break;
        }
      }
      close(end);
      starts[starts.length - 1] = end;
      index = end;
    } else if ('\n;|&()'.includes(char)) {
      close(index);
      starts[starts.length - 1] = index + 1;
      index++;
    } else {
      index++;
    }
  }
  close(source.length);
  return segments.sort((a, b) => a.start - b.start);
}

function codeBlocks(tree: Root): Code[] {
  const found: Code[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'code') found.push(node);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}

function variablesOf(command: string): string[] {
  return [...command.matchAll(/\$\{?([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
}

/** The API calls of one page, in page order. */
export function manualCurlCalls(markdown: string): ManualCurlCall[] {
  const calls: ManualCurlCall[] = [];
  const assignments: {offset: number; text: string; name: string; value: string}[] = [];
  const commands: {offset: number; line: number; text: string}[] = [];

  for (const block of codeBlocks(fromMarkdown(markdown))) {
    if (!SHELL_LANGUAGES.has(block.lang ?? '') || !block.position) continue;
    // The block's text starts on the line after its opening fence.
    const firstLine = block.position.start.line + 1;
    const blockOffset = block.position.start.offset ?? 0;
    for (const segment of shellCommands(block.value)) {
      const line = firstLine + block.value.slice(0, segment.start).split('\n').length - 1;
      const offset = blockOffset + segment.start;
      if (PLAIN_ASSIGNMENT.test(segment.text)) {
        const [name = '', ...value] = segment.text.split('=');
        assignments.push({offset, text: segment.text, name, value: value.join('=')});
      } else if (/^curl\s/.test(segment.text)) {
        commands.push({offset, line, text: segment.text});
      }
    }
  }

  for (const command of commands) {
    const before = assignments.filter((assignment) => assignment.offset < command.offset);
    const viaVariable = variablesOf(command.text).some((name) =>
      before.some((assignment) => assignment.name === name && assignment.value.includes('/api/v1/')),
    );
    if (!command.text.includes('/api/v1/') && !viaVariable) continue;
    calls.push({line: command.line, command: command.text, assignments: before.map((assignment) => assignment.text)});
  }
  return calls;
}
