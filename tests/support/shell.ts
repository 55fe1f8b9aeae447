/**
 * The one shell reader of the tests: the commands of the manuals' shell blocks, for the agreement checks
 * (tests/support/docs-and-specs.ts) and for the API calls the samples suite runs (tests/samples). It reads
 * a page's code blocks by their shape, not by importing docs-and-specs.ts, which imports it.
 */

export const SHELL_LANGUAGES = ['bash', 'shell', 'sh'];

export interface ShellCommand {
  /** Offset of the command's first character in the source. */
  start: number;
  /** As written: continuation lines and here-document included. */
  text: string;
}

/**
 * The simple commands bash would see in a block, nested `$(...)` included, in source order. Enough of
 * the grammar for documentation: quotes, escapes, comments, command substitution and here-documents.
 */
export function shellCommands(source: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  // Where the command open at each `$(` level started.
  const starts = [0];
  const heredocs: {word: string; stripTabs: boolean}[] = [];
  const close = (end: number, next: number) => {
    const start = starts.at(-1) ?? 0;
    const raw = source.slice(start, end);
    // A command continued onto the line of the `|` that ends it keeps no dangling backslash.
    const text = raw.trim().replace(/\s*\\$/, '');
    if (text) commands.push({start: start + raw.indexOf(text), text});
    starts[starts.length - 1] = next;
  };
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    if (char === '\\') index += 2;
    else if (char === "'") index = source.indexOf("'", index + 1) + 1 || source.length;
    else if (char === '"') {
      index++;
      while (index < source.length && source.charAt(index) !== '"') index += source.charAt(index) === '\\' ? 2 : 1;
      index++;
    } else if (char === '#' && /^\s?$/.test(source.charAt(index - 1))) {
      // A comment runs to the line end, which still ends the command.
      const end = source.indexOf('\n', index);
      index = end < 0 ? source.length : end;
    } else if (source.startsWith('$(', index)) {
      index += 2;
      starts.push(index);
    } else if (char === ')' && starts.length > 1) {
      close(index, index);
      starts.pop();
      index++;
    } else if (source.startsWith('<<', index) && source.charAt(index + 2) !== '<') {
      const heredoc = /^<<(-?)\s*(['"]?)(\w+)\2/.exec(source.slice(index));
      if (heredoc) heredocs.push({word: heredoc[3] ?? '', stripTabs: heredoc[1] === '-'});
      index += heredoc?.[0].length ?? 2;
    } else if (char === '\n' && heredocs.length > 0) {
      // The here-document's lines belong to the command that opened it: it ends after their last word.
      index++;
      for (const {word, stripTabs} of heredocs.splice(0)) {
        while (index < source.length) {
          const line = source.slice(index).split('\n', 1)[0] ?? '';
          index = Math.min(source.length, index + line.length + 1);
          if ((stripTabs ? line.replace(/^\t+/, '') : line) === word) break;
        }
      }
      close(index, index);
    } else if ('\n;|&()'.includes(char)) {
      close(index, index + 1);
      index++;
    } else index++;
  }
  close(source.length, source.length);
  return commands.sort((a, b) => a.start - b.start);
}

export interface ManualCurlCall {
  /** Line of the `curl` word in the page (1-based). */
  line: number;
  /** The command as the page writes it. */
  command: string;
  /** The page's assignments of a plain value (`page=0`, `API=https://...`) before the call, in page order; none from a command's output. */
  assignments: string[];
}

/** One shell word after `NAME=`: quoted or bare, no command substitution, nothing that would run a command. */
const PLAIN_ASSIGNMENT = /^([A-Za-z_]\w*)=((?:"[^"`]*"|'[^']*'|[^\s"'`;|&<>()]*))$/;

/**
 * The API calls of a page, in page order: each `curl` command of a shell block whose URL is under
 * `/api/v1/`, written directly or through a variable the page sets (`API=https://…/api/v1/…`, then
 * `curl "$API/exports"`). A call is the curl command alone, as bash reads it; what runs around it (a
 * `jq` filter, a loop, a token request to Keycloak) is not the API's.
 */
export function manualCurlCalls(page: {blocks: readonly {lang: string; line: number; lines: string[]}[]}): ManualCurlCall[] {
  const calls: ManualCurlCall[] = [];
  const assignments: {text: string; name: string; value: string}[] = [];
  for (const block of page.blocks.filter(({lang}) => SHELL_LANGUAGES.includes(lang))) {
    const source = block.lines.join('\n');
    for (const {start, text} of shellCommands(source)) {
      const [, name = '', value = ''] = PLAIN_ASSIGNMENT.exec(text) ?? [];
      const viaVariable = [...text.matchAll(/\$\{?([A-Za-z_]\w*)/g)].some(([, used]) =>
        assignments.some((assignment) => assignment.name === used && assignment.value.includes('/api/v1/')),
      );
      if (name) assignments.push({text, name, value});
      else if (/^curl\s/.test(text) && (text.includes('/api/v1/') || viaVariable)) {
        const line = block.line + 1 + source.slice(0, start).split('\n').length - 1;
        calls.push({line, command: text, assignments: assignments.map((assignment) => assignment.text)});
      }
    }
  }
  return calls;
}
