/** Line breaking of Japanese (and mixed) text within a width, for the quote's columns. */

/** Characters that may not begin a line (行頭禁則): closing brackets, punctuation, small kana, long vowel mark. */
const NO_LINE_START = new Set([...'、。，．,.)）]］｝」』】〕〉》・：；:;!?！？ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〜']);
/** Characters that may not end a line (行末禁則): opening brackets. */
const NO_LINE_END = new Set([...'(（[［｛「『【〔〈《']);

/**
 * Breaks `text` into lines no wider than `maxWidth` as `measure` says. Explicit newlines are kept.
 * Japanese text breaks between any two characters except before closing punctuation and after an
 * opening bracket; a run of Latin letters and digits is kept whole unless it is wider than a line.
 * A character wider than the line on its own still gets a line.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    lines.push(...wrapParagraph(paragraph, maxWidth, measure));
  }
  return lines;
}

/** Units that are not broken inside: a Latin word (with its trailing space) or one other character. */
function units(paragraph: string): string[] {
  return paragraph.match(/[A-Za-z0-9][\w\-.,'/&%+]*\s*|\s+|./gsu) ?? [];
}

function wrapParagraph(paragraph: string, maxWidth: number, measure: (text: string) => number): string[] {
  if (paragraph === '') return [''];
  const lines: string[] = [];
  let line = '';
  for (const unit of units(paragraph)) {
    const candidate = line + unit;
    if (measure(candidate.trimEnd()) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line === '' || measure(unit.trimEnd()) > maxWidth) {
      // A word wider than a line: break it by characters.
      for (const char of unit) {
        if (line !== '' && measure(line + char) > maxWidth) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += char;
      }
      continue;
    }
    const [kept, carried] = applyKinsoku(line, unit);
    lines.push(kept.trimEnd());
    line = carried.trimStart();
  }
  lines.push(line.trimEnd());
  return lines;
}

/** Moves characters from the end of a full line to the next so that neither rule is broken. */
function applyKinsoku(line: string, next: string): [string, string] {
  let kept = [...line];
  let carried = next;
  // Carry back at most two characters; a line made only of such characters is left as it is.
  for (let step = 0; step < 2 && kept.length > 1; step += 1) {
    const last = kept[kept.length - 1] ?? '';
    const first = [...carried][0] ?? '';
    if (NO_LINE_START.has(first) || NO_LINE_END.has(last)) {
      carried = last + carried;
      kept = kept.slice(0, -1);
    } else {
      break;
    }
  }
  return [kept.join(''), carried];
}
