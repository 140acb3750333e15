/**
 * Removes `<link rel="modulepreload">` tags from the document head of a streamed page.
 *
 * Why: the server-rendered HTML is the complete page; the JavaScript only makes it interactive.
 * React hoists React Router's module preloads to the top of <head>, before the stylesheets, so on a
 * slow connection dozens of high-priority script downloads compete with the CSS the first paint
 * needs (Lighthouse mobile counted them as render-blocking: first paint 2.7 s). Without the preloads
 * the page's inline module script still imports the same modules at once, in parallel; the browser
 * simply fetches them behind the stylesheets. On the client, React re-adds the preload tags after
 * hydration (already-loaded modules, no new request).
 */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const HEAD_END = '</head>';

/** The head part of a document with its module preload tags removed. */
export function withoutModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '');
}

/**
 * A streaming filter: buffers text until `</head>` has passed, removes the module preloads from
 * it, then lets the rest through untouched. Text without a head (a fragment) passes unchanged at
 * the end.
 */
export function createHeadFilter() {
  let buffered = '';
  let headDone = false;
  return {
    /** Feeds a chunk; returns the text that can be sent now. */
    push(chunk: string): string {
      if (headDone) return chunk;
      buffered += chunk;
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) return '';
      headDone = true;
      const cut = end + HEAD_END.length;
      const out = withoutModulePreloads(buffered.slice(0, cut)) + buffered.slice(cut);
      buffered = '';
      return out;
    },
    /** Returns what is still buffered when the stream ends. */
    flush(): string {
      const out = buffered;
      buffered = '';
      return out;
    },
  };
}
