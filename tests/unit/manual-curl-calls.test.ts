/**
 * Which commands of the manuals the samples suite runs as API calls (tests/support/shell.ts): the curl
 * command alone, with its continuation lines and here-document, and the page's plain assignments before it.
 */
import {describe, expect, it} from 'vitest';
import {parsePage} from '../support/docs-and-specs';
import {manualCurlCalls, shellCommands} from '../support/shell';

const PAGE = `# Page

Plain text with curl https://cloud.example.com/api/v1/admin/users is no command.

\`\`\`bash
API=https://cloud.example.com/api/v1/billing-resource-exporter
TOKEN=$(curl -s https://id.example.com/token -d grant_type=client_credentials | jq -r .access_token)
page=0
resp=$(curl -s -H "Authorization: Bearer $TOKEN" \\
  "https://cloud.example.com/api/v1/admin/users?page=$page") # a comment with curl /api/v1/x
\`\`\`

1. A step in a list:

   \`\`\`shell
   curl -s -X POST "$API/exports" \\
     -H "Content-Type: application/json" \\
     -d @- <<EOF
   {"from": "2025-05-01T00:00:00Z", "note": "a | b; c)"}
   EOF
   curl -s -H "Authorization: Bearer $TOKEN" \\
     https://cloud.example.com/api/v1/admin/bills \\
     | jq '.content[]'
   \`\`\`

\`\`\`json
{"curl": "https://cloud.example.com/api/v1/admin/users"}
\`\`\`
`;

describe('manualCurlCalls', () => {
  const calls = manualCurlCalls(parsePage('docs/page.md', PAGE));

  it('finds the curl commands that call /api/v1/, directly or through a variable the page sets', () => {
    expect(calls.map((call) => call.line)).toEqual([9, 16, 21]);
    // The token request goes to Keycloak, not to the API.
    expect(calls.some((call) => call.command.includes('id.example.com'))).toBe(false);
  });

  it('keeps the command alone: inside $(...), up to the pipe, without the comment', () => {
    expect(calls[0]?.command).toBe(
      'curl -s -H "Authorization: Bearer $TOKEN" \\\n  "https://cloud.example.com/api/v1/admin/users?page=$page"',
    );
    expect(calls[2]?.command).toBe('curl -s -H "Authorization: Bearer $TOKEN" \\\n  https://cloud.example.com/api/v1/admin/bills');
  });

  it('includes the here-document, whose text may hold shell separators', () => {
    expect(calls[1]?.command).toBe(
      'curl -s -X POST "$API/exports" \\\n  -H "Content-Type: application/json" \\\n  -d @- <<EOF\n' +
        '{"from": "2025-05-01T00:00:00Z", "note": "a | b; c)"}\nEOF',
    );
  });

  it('gives each call the plain assignments before it, never one from a command', () => {
    expect(calls[0]?.assignments).toEqual(['API=https://cloud.example.com/api/v1/billing-resource-exporter', 'page=0']);
  });
});

describe('shellCommands', () => {
  it('splits on separators outside quotes', () => {
    expect(shellCommands(`a 'x;y' && b "p|q"; c | d`).map((segment) => segment.text)).toEqual([`a 'x;y'`, `b "p|q"`, 'c', 'd']);
  });
});
