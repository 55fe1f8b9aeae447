/**
 * The HTML template of every page (Docusaurus `ssrTemplate`): the default one, except that the page's
 * scripts load after the first paint instead of from <head>. Pages are complete HTML, readable without
 * JavaScript; the scripts only hydrate them, so a phone paints the text as soon as the HTML and the
 * stylesheet arrive, without the scripts competing for the link (bench/README.md has the figures).
 *
 * The loader asks for the scripts once the browser reports the first contentful paint (a `paint`
 * PerformanceObserver entry, which comes once the frame is on screen), or, in a browser without paint
 * timing, in a timeout after the next animation frame; `async = false` keeps their order (runtime before
 * main, then the route's chunks, which src/plugins/route-scripts-in-html lets Docusaurus name). A page
 * that is not visible (a background tab, a prerender) paints no frame, so it loads them at once, and a
 * page whose paint is never reported loads them after 3 s. A script that fails to load is removed, so
 * that the runtime asks for that chunk again itself when it needs it.
 *
 * The loader is an inline script: scripts/csp.ts allows it by its hash, like every inline script of the
 * build. Its text is the same on every page, so one hash serves them all: the page's scripts are in its
 * `data-scripts` attribute, which the hash does not cover.
 */

/** The attribute of the loader's `<script>` that lists the page's scripts, separated by spaces. */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

/** How long the loader waits for a first contentful paint the browser never reports. */
export const UNREPORTED_PAINT_MS = 3000;

/** Loads the scripts its element lists, in order, once the page has painted. */
export function scriptLoader(): string {
  return [
    '(function(d,w,u){var n=0;',
    'function l(){if(n++)return;u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;',
    'e.onerror=function(){e.remove()};d.body.appendChild(e)})}',
    'var P=w.PerformanceObserver;',
    'if(d.visibilityState!=="visible"){l()}',
    'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'var o=new P(function(x){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}});',
    `o.observe({type:"paint",buffered:true});w.setTimeout(l,${UNREPORTED_PAINT_MS})}`,
    'else if(w.requestAnimationFrame){w.requestAnimationFrame(function(){w.setTimeout(l,0)})}else{l()}',
    `})(document,window,document.currentScript.getAttribute("${SCRIPTS_ATTRIBUTE}").split(" "));`,
  ].join('');
}

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script ${SCRIPTS_ATTRIBUTE}="<% it.scripts.forEach((script, index) => { %><%= index ? ' ' : '' %><%= it.baseUrl %><%= script %><% }); %>">${scriptLoader()}</script>
  </body>
</html>
`;
