/**
 * The HTML template of every page (Docusaurus `ssrTemplate`): the default one, except that the page's
 * scripts load after the first paint instead of from <head>. Pages are complete HTML, readable without
 * JavaScript; the scripts only hydrate them, so a phone paints the text as soon as the HTML and the
 * stylesheet arrive, without the scripts competing for the link (bench/README.md has the figures).
 *
 * The loader asks for the scripts in a timeout after the next animation frame, which runs after the
 * frame is painted; `async = false` keeps their order (runtime before main). A page that is not visible
 * (a background tab, a prerender) paints no frame, so it loads them at once. The loader is an inline
 * script: scripts/csp.ts allows it by its hash, like every inline script of the build.
 */

/** Loads the given scripts, in order, once the page has painted. */
export function scriptLoader(): string {
  return [
    '(function(d,w,u){',
    'function l(){u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;d.body.appendChild(e)})}',
    'if(d.visibilityState==="visible"&&w.requestAnimationFrame){w.requestAnimationFrame(function(){w.setTimeout(l,0)})}else{l()}',
    '})(document,window,[<% it.scripts.forEach((script, index) => { %><%= index ? "," : "" %>"<%= it.baseUrl %><%= script %>"<% }); %>]);',
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
    <script>${scriptLoader()}</script>
  </body>
</html>
`;
