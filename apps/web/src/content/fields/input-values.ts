/** Conversions between stored values and what the browser's date inputs hold. */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of an `<input type="datetime-local">`, in the reader's time zone. */
export function isoToLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** The value of a datetime-local input (the reader's time zone) as an ISO instant in UTC (`…Z`); '' stays ''. */
export function localInputToIso(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The text of a number input as a number, '' and junk as null (the schema then says what is wrong). */
export function parseNumberInput(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
