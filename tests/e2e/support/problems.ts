/**
 * Collects what must stay empty on a healthy page: Content-Security-Policy violations (the browser's
 * securitypolicyviolation events, reported out of the page so that they survive navigations), console
 * errors and uncaught exceptions.
 */
import type {Page} from '@playwright/test';

export interface Problems {
  cspViolations: string[];
  consoleErrors: string[];
  pageErrors: string[];
}

declare global {
  interface Window {
    __nubisReportCspViolation?: (violation: string) => Promise<void>;
  }
}

export async function watchProblems(page: Page): Promise<Problems> {
  const problems: Problems = {cspViolations: [], consoleErrors: [], pageErrors: []};
  await page.exposeFunction('__nubisReportCspViolation', (violation: string) => {
    problems.cspViolations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__nubisReportCspViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline source'} in ${event.sourceFile || event.documentURI}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
  return problems;
}

/** Lets late work (idle prefetches, lazy parts) finish, so that its errors are seen too. */
export async function settle(page: Page): Promise<void> {
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
}
