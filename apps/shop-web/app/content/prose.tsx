import { prose } from './content.css.ts';

/**
 * Body text the server rendered from Markdown. The server sanitises it when it loads the content
 * (raw HTML in Markdown is not rendered), so it is inserted as it is.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `${prose} ${className}` : prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
