import { describe, expect, it } from 'vitest';
import { ContentProblems } from './problems.ts';

describe('ContentProblems', () => {
  it('unique keeps the first item of each key and reports every later one as a duplicate', () => {
    const problems = new ContentProblems();
    const items = [
      { key: 'a', file: 'x/1.md' },
      { key: 'b', file: 'x/2.md' },
      { key: 'a', file: 'x/3.md' },
      { key: 'a', file: 'x/4.md' },
    ];
    expect(
      problems.unique(
        items,
        (i) => i.key,
        (i) => i.file,
      ),
    ).toEqual([items[0], items[1]]);
    expect(problems.list()).toEqual([
      { file: 'x/3.md', message: 'duplicate a' },
      { file: 'x/4.md', message: 'duplicate a' },
    ]);
  });

  it('lists the files’ own problems before the duplicates, whatever order they were found in', () => {
    const problems = new ContentProblems();
    problems.unique(
      [1, 1],
      (n) => n,
      () => 'numbers',
    );
    problems.add('faqs/a.md', 'question: missing');
    expect(problems.list()).toEqual([
      { file: 'faqs/a.md', message: 'question: missing' },
      { file: 'numbers', message: 'duplicate 1' },
    ]);
  });
});
