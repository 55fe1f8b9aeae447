/** Renders sync results for a terminal: one block per spec, one line per change. */
import path from 'node:path';
import {breakingChanges, isEmptyDiff, type Change} from './diff-spec';
import type {SpecFailure, SpecReport} from './sync-specs';

const MARKS: Record<Change['kind'], string> = {added: '+', removed: '-', changed: '~'};

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === '' || relative.startsWith('..') ? file : relative;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function formatChange(change: Change): string {
  const details = change.details.length > 0 ? `: ${change.details.join('; ')}` : '';
  const breaking = change.breaking.length > 0 ? `  BREAKING (${change.breaking.join('; ')})` : '';
  return `    ${MARKS[change.kind]} ${change.name}${details}${breaking}`;
}

function formatSection(title: string, changes: Change[]): string[] {
  if (changes.length === 0) return [];
  const counts = (['added', 'removed', 'changed'] as const)
    .map((kind) => [kind, changes.filter((change) => change.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`);
  return [`  ${title}: ${counts.join(', ')}`, ...changes.map(formatChange)];
}

export function formatReport(report: SpecReport): string {
  const head = `${report.target.id} (${displayPath(report.target.file)})`;
  if (report.status === 'unchanged') return `${head}: unchanged`;
  const lines: string[] = [];
  if (report.previousUnreadable !== undefined) {
    lines.push(`${head}: rewritten; the previous file could not be read as YAML (${report.previousUnreadable}), so no comparison`);
  } else if (report.status === 'created' || report.diff === undefined) {
    lines.push(`${head}: created with ${plural(report.operationCount, 'operation')} and ${plural(report.schemaCount, 'schema')}`);
  } else if (isEmptyDiff(report.diff)) {
    lines.push(`${head}: updated, no operation or schema field changes (descriptions or other details only)`);
  } else {
    const breaking = breakingChanges(report.diff).length;
    lines.push(`${head}: updated${breaking > 0 ? `, ${plural(breaking, 'BREAKING change')}` : ''}`);
    lines.push(
      ...formatSection('operations', report.diff.operations),
      ...formatSection('schemas', report.diff.schemas),
      ...formatSection('schema fields', report.diff.fields),
    );
  }
  return lines.join('\n');
}

export function formatSummary(reports: SpecReport[]): string {
  return reports.map(formatReport).join('\n');
}

export function formatFailures(failures: SpecFailure[], filesUnchanged: boolean): string {
  const outcome = filesUnchanged ? 'No file was changed.' : 'WARNING: a file could not be restored; check `git status`.';
  return [...failures.map(({target, error}) => `error: ${target.id} from ${target.url}: ${error}`), outcome].join('\n');
}
