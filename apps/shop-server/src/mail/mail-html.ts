/**
 * The HTML part of a mail that shows pictures (issue #30: the order's lines with the design on the
 * garment). Mail clients run no scripts and many draw no SVG or WebP: plain tables, inline styles,
 * PNG images by absolute URL with width, height and alt text (shown where images are blocked).
 * Everything given as text is escaped.
 */

/** A picture in a mail: an absolute https/http URL of a PNG and its alternative text. */
export interface MailPicture {
  src: string;
  alt: string;
}

/** One row of a mail's list: a picture (or none) and its lines of text. */
export interface MailPictureRow {
  picture: MailPicture | null;
  lines: readonly string[];
}

/** Side of a row's picture in the mail, CSS px (the mock-up is 400 px: sharp on 2.5× screens). */
export const MAIL_PICTURE_PX = 160;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** One line of text as HTML, its links clickable. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

/** Lines of text as paragraphs (an empty line ends one). */
function textHtml(lines: readonly string[]): string {
  const paragraphs: string[][] = [[]];
  for (const line of lines.flatMap((text) => text.split('\n'))) {
    if (line === '') paragraphs.push([]);
    else paragraphs[paragraphs.length - 1]?.push(lineHtml(line));
  }
  return paragraphs
    .filter((p) => p.length > 0)
    .map((p) => `<p style="margin:0 0 12px">${p.join('<br>')}</p>`)
    .join('\n');
}

function rowHtml(row: MailPictureRow): string {
  const picture = row.picture
    ? `<img src="${escapeHtml(row.picture.src)}" alt="${escapeHtml(row.picture.alt)}" width="${MAIL_PICTURE_PX}" height="${MAIL_PICTURE_PX}" style="display:block;border:1px solid #d0d7de;border-radius:4px">`
    : '';
  return (
    '<tr>' +
    `<td width="${MAIL_PICTURE_PX + 12}" valign="top" style="padding:0 12px 12px 0">${picture}</td>` +
    `<td valign="top" style="padding:0 0 12px">${row.lines.map(lineHtml).join('<br>')}</td>` +
    '</tr>'
  );
}

/**
 * A whole HTML mail: the text before the list, the list's rows with their pictures, the text after.
 * The text part of the same mail says the same in plain text.
 */
export function mailHtml(parts: {
  title: string;
  before: readonly string[];
  rows: readonly MailPictureRow[];
  after: readonly string[];
}): string {
  return [
    '<!doctype html>',
    '<html lang="ja"><head><meta charset="utf-8">',
    `<title>${escapeHtml(parts.title)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:sans-serif;font-size:14px;line-height:1.6;color:#1f2328;background:#ffffff">',
    textHtml(parts.before),
    parts.rows.length > 0
      ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 12px">${parts.rows.map(rowHtml).join('')}</table>`
      : '',
    textHtml(parts.after),
    '</body></html>',
  ].join('\n');
}
