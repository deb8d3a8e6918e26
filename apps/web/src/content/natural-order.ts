const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Compares labels by the numbers they carry (Art. 5 before Art. 19, Section 2 before Section 10), ignoring case,
 * as the server orders lists by title (issue 12). Roman numerals stay text.
 */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b);
}
