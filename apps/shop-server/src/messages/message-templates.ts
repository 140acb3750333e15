/**
 * The staff's reply templates (issue #30): Japanese texts in `message-templates.md`, a file the
 * operator edits (read again at every request, so a change shows without a restart). Each `## `
 * heading names a template and the lines up to the next one are its text; the placeholders
 * ({name}, {orderNumber}, {shipDate}, {total}, {orderUrl}) are filled here with one order's values.
 */
import { readFile } from 'node:fs/promises';

/** The file the operator edits. */
export const MESSAGE_TEMPLATES_FILE = new URL('./message-templates.md', import.meta.url);

/** The placeholders a template may use. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'orderNumber', 'shipDate', 'total', 'orderUrl'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export interface MessageTemplateText {
  /** the template's name (its heading), unique in the file */
  title: string;
  body: string;
}

/** The templates of the file's text: every `## ` heading and the text under it, trimmed; the text before the first is the operator's note. */
export function parseMessageTemplates(text: string): MessageTemplateText[] {
  const templates: MessageTemplateText[] = [];
  let current: { title: string; lines: string[] } | undefined;
  const close = () => {
    if (current) templates.push({ title: current.title, body: current.lines.join('\n').trim() });
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^## +(.+?)\s*$/.exec(line);
    if (heading?.[1]) {
      close();
      current = { title: heading[1], lines: [] };
    } else {
      current?.lines.push(line);
    }
  }
  close();
  return templates.filter((template) => template.body !== '');
}

/** The placeholders a text uses that `fillTemplate` does not know (a typo in the file). */
export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  return [...body.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1] ?? '').filter((name) => !known.has(name));
}

/** The text with each known placeholder replaced by its value; an unknown one stays as written. */
export function fillTemplate(body: string, values: Readonly<Record<TemplatePlaceholder, string>>): string {
  return body.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => (name in values ? values[name as TemplatePlaceholder] : whole));
}

/** Reads the templates from the file. */
export async function loadMessageTemplates(file: URL | string = MESSAGE_TEMPLATES_FILE): Promise<MessageTemplateText[]> {
  return parseMessageTemplates(await readFile(file, 'utf8'));
}
