/** A file the importer will not take, with the record and the reason; nothing was written. */
export class ImportRefused extends Error {
  override name = "ImportRefused";
  constructor(
    readonly reason: string,
    readonly record?: number,
    /** A stable reason for a page to translate (the file's own problem, not the record's). */
    readonly code?: string,
  ) {
    super(record === undefined ? reason : `Record ${record}: ${reason}`);
  }
}
