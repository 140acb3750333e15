import markdownIt from 'markdown-it';

// `html: false`: raw HTML in Markdown is escaped, never passed through, so the output is safe to
// insert into a page without a separate sanitiser. markdown-it also refuses javascript:/vbscript:
// links. `linkify` turns bare URLs into links.
const md = markdownIt({ html: false, linkify: true, typographer: false });

/** Renders Markdown to sanitised HTML (run once when content is loaded, never per request). */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** Plain text of rendered HTML (for excerpts): tags dropped, entities of the escaper decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of a text, with an ellipsis when cut. */
export function excerpt(text: string, max = 100): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
