/**
 * A JSON value that crosses the wire as it is. Request bodies are snake_cased deeply by the transport
 * (`snakeizeKeys` renames the keys of plain objects only); a design document keeps its own camelCase
 * keys (`flipX`, `fileUuid`), so it travels wrapped in this class, which `snakeizeKeys` leaves alone
 * and `JSON.stringify` writes through `toJSON`.
 */
export class Verbatim {
  readonly value: unknown;
  constructor(value: unknown) {
    this.value = value;
  }
  toJSON(): unknown {
    return this.value;
  }
}

/** Marks `value` to be sent without renaming its keys. */
export function verbatim(value: unknown): Verbatim {
  return new Verbatim(value);
}
