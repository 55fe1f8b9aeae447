/**
 * The API reference pages, generated from the API model (src/api-reference): every operation's content
 * is in its page's HTML, readable without JavaScript; tabs work by mouse and keyboard; the overview
 * offers the spec; manual pages load none of it.
 */
import {readFileSync} from 'node:fs';
import {expect, test, type Response} from '@playwright/test';
import {elements, hasClass, isElement, parseHtml, textOf, type HtmlElement, type HtmlNode} from '../../scripts/html';
import {fieldFacts, fieldFlags, literal, POSSIBLE_VALUES, typeLabel, valueSince} from '../../src/api-reference/fieldsHtml';
import {loadApiModels, type ApiModel, type Field, type Operation} from '../../src/api-reference/model';
import {API_REFERENCES, referenceOverviewPath, specDownloadPath} from '../../src/api-reference/sections';
import {BASE_PATH} from '../../src/constants';
import {markLabels, SINCE_BADGE_CLASS, sinceLabel} from '../../src/utils/since';
import {PHONE_VIEWPORT} from '../../scripts/chromium';
import {HTTP_METHODS} from '../support/docs-and-specs';
import {BUILD_DIR, gotoHydrated, presetColorMode, runAxe, sitePath, tabsOutOfView} from './support/site';

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** What a page shows of a field: name, type, flags, since badges and facts (a later enum value with its badge), as one line. */
function shown(name: string, type: string, flags: string[], badges: string[], facts: [string, string[]][]): string {
  return [name, type, ...flags, ...badges, ...facts.map(([label, values]) => `${label}=${values.join(', ')}`)].join(' | ');
}

/** Every field of a page's field lists, in document order, read from its HTML. */
function pageFields(document: HtmlNode): string[] {
  return elements(document, (element) => element.tagName === 'li' && hasClass(element, 'api-field')).map((item) => {
    // The field's own head and facts, not those of the fields nested in it.
    const own = (name: string) => item.childNodes.find((child): child is HtmlElement => isElement(child) && hasClass(child, name));
    const head = own('api-field__head');
    const part = (name: string) => (head ? elements(head, (element) => hasClass(element, name)).map((element) => textOf(element)) : []);
    const facts = own('api-field__facts');
    const pairs: [string, string[]][] = [];
    for (const child of facts?.childNodes ?? []) {
      if (!isElement(child)) continue;
      if (child.tagName === 'dt') pairs.push([textOf(child), []]);
      else {
        const values = pairs.at(-1)?.[1];
        // A value's since badge follows its code.
        for (const element of elements(child, (candidate) => candidate.tagName === 'code' || hasClass(candidate, SINCE_BADGE_CLASS))) {
          if (element.tagName === 'code') values?.push(textOf(element));
          else if (values?.length) values.push(`${values.pop() ?? ''} [${textOf(element)}]`);
        }
      }
    }
    return shown(
      part('api-field__name')[0] ?? '',
      part('api-field__type')[0] ?? '',
      part('api-field__flag'),
      part(SINCE_BADGE_CLASS),
      pairs,
    );
  });
}

function modelFields(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    const facts = fieldFacts(field).map(([label, values]): [string, string[]] => [
      label,
      label === POSSIBLE_VALUES
        ? values.map((value) => {
            const since = valueSince(field, value);
            return since ? `${value} [${sinceLabel(since)}]` : value;
          })
        : values,
    ]);
    return [shown(field.name, typeLabel(field), fieldFlags(field), markLabels(field), facts), ...modelFields(field.fields)];
  });
}

/** Every field an operation's page must show: parameters, request and response bodies, response headers. */
function operationFields(operation: Operation): string[] {
  return [
    ...modelFields(operation.parameters),
    ...(operation.requestBody?.bodies ?? []).flatMap((body) => modelFields(body.fields)),
    ...operation.responses.flatMap((response) => [
      ...modelFields(response.headers),
      ...response.bodies.flatMap((body) => modelFields(body.fields)),
    ]),
  ];
}

function builtPage(model: ApiModel, id: string): HtmlNode {
  return parseHtml(readFileSync(`${BUILD_DIR}/${model.reference.routeBasePath}/${id}/index.html`, 'utf8'));
}

test('every operation page holds, without JavaScript, all the model says of the operation', async () => {
  const models = await loadApiModels(process.cwd());
  let operations = 0;
  for (const model of models) {
    for (const operation of model.operations) {
      operations++;
      const document = builtPage(model, operation.id);
      const [article] = elements(document, (element) => element.tagName === 'article');
      expect(article, operation.id).toBeDefined();
      const text = squash(textOf(article ?? document));
      const [title] = elements(article ?? document, (element) => element.tagName === 'h1');
      expect(squash(title ? textOf(title) : ''), operation.id).toBe(operation.summary);
      expect(text, operation.id).toContain(`${operation.method.toUpperCase()} ${operation.path}`);
      // The operation's since badges sit on its endpoint line, under the title; a body added later has its own.
      const [endpointLine] = elements(article ?? document, (element) =>
        element.childNodes.some((child) => isElement(child) && child.tagName === 'code' && textOf(child) === operation.path),
      );
      const endpointBadges = elements(endpointLine ?? document, (element) => hasClass(element, SINCE_BADGE_CLASS)).map(textOf);
      expect(endpointBadges, operation.id).toEqual(markLabels(operation));
      const bodies = [...(operation.requestBody?.bodies ?? []), ...operation.responses.flatMap((response) => response.bodies)];
      for (const body of bodies.filter((candidate) => candidate.since))
        expect(text, `${operation.id}: ${body.mediaType}`).toContain(
          `Content type ${body.mediaType}${body.fields.length ? '' : `: ${body.type}`}. ${sinceLabel(body.since ?? '')}`,
        );

      // Each field as the page lists it: every field of the model is there, with its type, flags and facts.
      const fields = pageFields(article ?? document);
      for (const expected of operationFields(operation)) expect(fields, `${operation.id}: ${expected}`).toContain(expected);

      // Each status is a tab, each example and each sample a code block whose text is the model's.
      const tabs = elements(article ?? document, (element) =>
        element.attrs.some((attribute) => attribute.name === 'role' && attribute.value === 'tab'),
      );
      const tabLabels = tabs.map((tab) => textOf(tab));
      for (const response of operation.responses) expect(tabLabels, operation.id).toContain(response.status);
      const code = elements(article ?? document, (element) => element.tagName === 'code' && element.parentNode?.nodeName === 'pre').map(
        (element) => squash(textOf(element)),
      );
      const examples = [...(operation.requestBody?.bodies ?? []), ...operation.responses.flatMap((response) => response.bodies)].flatMap(
        (body) => body.examples,
      );
      for (const example of examples) {
        const expected = squash(typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2));
        expect(code, `${operation.id}: example ${example.name}`).toContain(expected);
      }
      expect(operation.samples.length, operation.id).toBeGreaterThan(0);
      for (const sample of operation.samples) {
        expect(tabLabels, operation.id).toContain(sample.label);
        expect(code, `${operation.id}: ${sample.label} sample`).toContain(squash(sample.source));
      }
      for (const parameter of operation.parameters) {
        for (const value of parameter.enum ?? []) expect(text, `${operation.id}: ${parameter.name}`).toContain(literal(value));
      }
    }
  }
  expect(operations).toBeGreaterThanOrEqual(30);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the since badges pass axe contrast in ${mode} mode, on API and manual pages`, async ({page}) => {
    await presetColorMode(page, mode);
    for (const path of [sitePath('api/reference/resume-a-billing-profile'), sitePath('client-manual/financial/savings-plans')]) {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator(`article .${SINCE_BADGE_CLASS}`).first()).toBeVisible();
      const {violations, passed} = await runAxe(page, {include: `.${SINCE_BADGE_CLASS}`, rules: ['color-contrast'], countPassed: true});
      expect(violations, path).toEqual([]);
      expect(passed, path).toBeGreaterThan(0);
    }
  });
}

test('every operation of the sidebar answers, with its method named beside it', async ({page}) => {
  for (const reference of API_REFERENCES) {
    await gotoHydrated(page, referenceOverviewPath(reference));
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const collapsed = sidebar.locator('button[aria-label^="Expand sidebar category"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    const links = await sidebar
      .locator('li.api-method a')
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('href') ?? '', getComputedStyle(anchor, '::after').content]));
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const [href, method] of links) {
      expect(
        HTTP_METHODS.map((name) => `"${name.toLowerCase()}"`),
        href,
      ).toContain(method);
      expect((await page.request.get(href ?? '')).status(), href).toBe(200);
    }
  }
});

test('response tabs switch by mouse and by arrow keys, and code samples keep the chosen language on other pages', async ({page}) => {
  await gotoHydrated(page, sitePath('api/reference/create-user'));
  const responses = page.getByRole('tablist', {name: 'Response status'});
  await expect(page.getByRole('tabpanel', {name: '201'})).toBeVisible();
  await expect(page.getByRole('tabpanel', {name: '400'})).toBeHidden();
  await responses.getByRole('tab', {name: '400', exact: true}).click();
  await expect(page.getByRole('tabpanel', {name: '400'})).toContainText('Path of the request that failed.');
  await page.keyboard.press('ArrowRight');
  await expect(responses.getByRole('tab', {name: '401', exact: true})).toBeFocused();
  await expect(responses.getByRole('tab', {name: '401', exact: true})).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(responses.getByRole('tab').last()).toBeFocused();

  const languages = page.getByRole('tablist', {name: 'Language'});
  await languages.getByRole('tab', {name: 'Java', exact: true}).click();
  await expect(page.getByRole('tabpanel', {name: 'Java'})).toContainText('HttpClient');
  await page.locator('.theme-doc-sidebar-container a[href$="/get-user"]').click();
  await expect(page).toHaveURL(/get-user$/);
  await expect(page.getByRole('tabpanel', {name: 'Java'})).toBeVisible();
});

test('the five code sample tabs stay in view on a laptop and on a phone', async ({page}) => {
  await gotoHydrated(page, sitePath('api/reference/create-billing-profile'));
  const samples = page.locator('div:has(> [role="tablist"][aria-label="Language"])');
  for (const width of [1280, 997, PHONE_VIEWPORT.width]) {
    await page.setViewportSize({width, height: 800});
    expect(await tabsOutOfView(samples), `at ${width} px`).toEqual([]);
  }
});

test('each specification can be downloaded from its overview page', async ({page}) => {
  for (const reference of API_REFERENCES) {
    await page.goto(referenceOverviewPath(reference));
    await expect(page.locator(`a[download][href="${specDownloadPath(reference)}"]`)).toBeVisible();
    const response = await page.request.get(specDownloadPath(reference));
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^openapi: 3\./m);
  }
});

test('search finds an operation page by one of its schema fields', async ({page}) => {
  await page.goto(`${sitePath('search')}?q=${encodeURIComponent('viesConsultationNumber')}`);
  await expect(page.locator('.theme-layout-main').locator(`a[href*="${BASE_PATH}api/reference/"]`).first()).toBeVisible();
});

test('a manual page loads none of the API reference code', async ({page}) => {
  const responses: Response[] = [];
  const collect = (response: Response): void => {
    if (response.url().endsWith('.js')) responses.push(response);
  };
  page.on('response', collect);
  await gotoHydrated(page, sitePath('administrators-manual/billing/tax-rules'));
  page.off('response', collect);
  const scripts = await Promise.all(responses.map((response) => response.text()));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).not.toContain('api-fields-container');
});
