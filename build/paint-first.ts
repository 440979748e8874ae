// A build step on the exported HTML: the framework's scripts are requested only once the first
// contentful paint is on screen. Every page is complete without them (they add the carousel, the
// viewer and smooth scrolling), so on a slow phone line the name, the fonts and the tree get the
// bandwidth and the main thread first, and the page hydrates a moment later.

// The tags Next writes for its chunks: `<script src="…" async="">`, and a low-priority preload of one.
const CHUNK_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/g;
const ANY_EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g;

/**
 * The inline script that requests the chunks once the first contentful paint is on screen (its
 * performance entry arrives after the frame is shown). Where paint timing is missing, it waits for
 * the first frame: a requestAnimationFrame callback runs just before it, the task it queues after it.
 */
const LOADER_START =
  '(function(chunks){var load=function(){chunks.forEach(function(src){var script=document.createElement("script");' +
  'script.src=src;script.async=true;document.head.appendChild(script)})};' +
  'if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){' +
  'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();load()}})' +
  '.observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(load)})}})(';

export function chunkLoader(sources: string[]): string {
  return `${LOADER_START}${JSON.stringify(sources)})`;
}

/** Every script a page names, in tags or in its chunk loader: what the budget check weighs. */
export function scriptsOfPage(html: string): string[] {
  const tagged = [...html.matchAll(ANY_EXTERNAL_SCRIPT)].map(([, source]) => source!);
  const loader = html.indexOf(`<script>${LOADER_START}`);
  if (loader === -1) return tagged;
  const list = html.slice(loader + '<script>'.length + LOADER_START.length, html.indexOf(')</script>', loader));
  return [...tagged, ...(JSON.parse(list) as unknown[]).filter((source): source is string => typeof source === 'string')];
}

/**
 * Moves a page's chunk scripts into one loader at the end of <body>. `page` names the file in the
 * error thrown when the HTML is not shaped as this step expects (a Next.js upgrade may change it):
 * better a failed build than a page that never hydrates.
 */
export function deferFrameworkScripts(html: string, page: string): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map(([, source]) => source!);
  if (sources.length === 0) throw new Error(`${page}: no <script src="…" async=""> chunk tags found to defer`);
  const deferred = html.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  // The only external script left may be the legacy polyfill that modern browsers skip.
  const left = [...deferred.matchAll(ANY_EXTERNAL_SCRIPT)].filter(([tag]) => !/\bnoModule=""/.test(tag));
  if (left.length > 0) throw new Error(`${page}: an external script in an unexpected form: ${left[0]![0]}`);
  if (deferred.match(/<\/body>/g)?.length !== 1) throw new Error(`${page}: expected exactly one </body>`);
  return deferred.replace('</body>', `<script>${chunkLoader(sources)}</script></body>`);
}
