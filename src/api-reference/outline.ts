/**
 * What an operation's page (./pages.ts) and its Markdown twin (./twin.ts) say, in the order they say
 * it: one list of sections that each form renders. A section added here appears in both forms (each
 * renderer must handle every kind, or the type check fails), and the sentences both forms show are
 * written once, here.
 */
import {codeList} from './markdown';
import type {ApiModel, Body, CodeSample, Operation, Parameter, Response, Text} from './types';

export type OperationSection =
  /** The method, path and since marks. */
  | {kind: 'endpoint'}
  | {kind: 'deprecated'}
  | {kind: 'heading'; level: 2 | 3; title: string}
  /** Prose: a spec description (its `mdx` or `markdown` form), or a sentence valid in both. */
  | {kind: 'text'; text: Text | string}
  /** Parameters of one location, under their own heading. */
  | {kind: 'parameters'; parameters: Parameter[]}
  | {kind: 'body'; body: Body}
  | {kind: 'responses'; responses: Response[]}
  | {kind: 'samples'; samples: CodeSample[]};

/** How a form renders each kind of section: a block of its page per string. */
export type SectionRenderer = {[K in OperationSection['kind']]: (section: Extract<OperationSection, {kind: K}>) => string[]};

export function renderSections(sections: OperationSection[], renderer: SectionRenderer): string[] {
  return sections.flatMap((section) => (renderer[section.kind] as (section: OperationSection) => string[])(section));
}

const PARAMETER_HEADINGS: [Parameter['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

/** Who may call the operation, in one sentence per scheme. */
function authorization(model: ApiModel, operation: Operation): string {
  if (operation.security.length === 0) return 'None: this operation needs no token.';
  return operation.security
    .map(({scheme, scopes}) => {
      const known = model.securitySchemes.find((candidate) => candidate.name === scheme);
      const bearer = known?.type === 'HTTP bearer' || known?.type === 'oauth2' || known?.type === 'openIdConnect';
      const scopeText = scopes.length ? ` with the scope${scopes.length > 1 ? 's' : ''} ${codeList(scopes)}` : '';
      // Only a bearer token travels in the Authorization header; another scheme says where in its description.
      return bearer
        ? `A bearer token of the scheme \`${scheme}\`${scopeText}, sent as \`Authorization: Bearer <token>\`.`
        : `A credential of the scheme \`${scheme}\`${scopeText}, as the overview describes it.`;
    })
    .join(' Or: ');
}

/** The sections of an operation's page and twin, in order. */
export function operationSections(model: ApiModel, operation: Operation): OperationSection[] {
  const sections: OperationSection[] = [{kind: 'endpoint'}];
  if (operation.deprecated) sections.push({kind: 'deprecated'});
  if (operation.description) sections.push({kind: 'text', text: operation.description});
  sections.push({kind: 'heading', level: 2, title: 'Authorization'}, {kind: 'text', text: authorization(model, operation)});

  sections.push({kind: 'heading', level: 2, title: 'Request'});
  for (const [location, title] of PARAMETER_HEADINGS) {
    const parameters = operation.parameters.filter((parameter) => parameter.in === location);
    if (parameters.length) sections.push({kind: 'heading', level: 3, title}, {kind: 'parameters', parameters});
  }
  const {requestBody} = operation;
  if (requestBody) {
    sections.push({kind: 'heading', level: 3, title: 'Body'});
    const required = requestBody.required ? 'Required.' : 'Optional.';
    sections.push({
      kind: 'text',
      text: requestBody.description
        ? {
            ...requestBody.description,
            mdx: `${required} ${requestBody.description.mdx}`,
            markdown: `${required} ${requestBody.description.markdown}`,
          }
        : required,
    });
    for (const body of requestBody.bodies) sections.push({kind: 'body', body});
  }
  if (operation.parameters.length === 0 && !requestBody) sections.push({kind: 'text', text: 'No parameters and no body.'});

  sections.push({kind: 'heading', level: 2, title: 'Responses'}, {kind: 'responses', responses: operation.responses});
  sections.push({kind: 'heading', level: 2, title: 'Code samples'}, {kind: 'samples', samples: operation.samples});
  return sections;
}
