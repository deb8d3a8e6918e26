const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A preview cell as a reader wants it: the files' cells carry a timestamp in ISO form and an apostrophe before what a
 * spreadsheet would run as a formula (the server's escapeCell); on screen a timestamp reads as a date (with its time
 * when it has one) and the apostrophe goes, since a web page runs nothing.
 */
export function previewCell(cell: string): string {
  if (ISO_TIME.test(cell)) {
    const when = new Date(cell);
    if (!Number.isNaN(when.getTime())) {
      const midnight = when.getUTCHours() === 0 && when.getUTCMinutes() === 0 && when.getUTCSeconds() === 0;
      return midnight ? cell.slice(0, 10) : `${cell.slice(0, 10)} ${cell.slice(11, 16)} UTC`;
    }
  }
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
