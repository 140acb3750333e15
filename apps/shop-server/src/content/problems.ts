/** A file that could not be loaded, and why (it is skipped; the rest still loads). */
export interface ContentProblem {
  file: string;
  message: string;
}

/**
 * The problems of one load. A file's own problems are recorded as its folder is read; duplicates
 * only show once a kind is complete, so they are listed after every file's own problems (the order
 * the seed has always printed them in).
 */
export class ContentProblems {
  readonly #inFiles: ContentProblem[] = [];
  readonly #duplicates: ContentProblem[] = [];

  /** Records why a file or a list entry was skipped, or what of it was ignored. */
  add(file: string, message: string): void {
    this.#inFiles.push({ file, message });
  }

  /** Keeps the first item of each key; every later one is dropped and recorded as a duplicate. */
  unique<T>(items: readonly T[], key: (item: T) => string | number, file: (item: T) => string): T[] {
    const seen = new Set<string | number>();
    return items.filter((item) => {
      const k = key(item);
      if (seen.has(k)) {
        this.#duplicates.push({ file: file(item), message: `duplicate ${String(k)}` });
        return false;
      }
      seen.add(k);
      return true;
    });
  }

  /** Every problem recorded: the files' own first, then the duplicates. */
  list(): ContentProblem[] {
    return [...this.#inFiles, ...this.#duplicates];
  }
}
