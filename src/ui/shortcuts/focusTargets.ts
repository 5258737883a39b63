/**
 * Finding what a shortcut moves to by what a person sees (a field's label, a section's heading),
 * so that the screens need no markers of ours and a renamed label is caught by the browser tests.
 */

/** The form field whose label reads `label` (a text field, a text area, a select). */
export function fieldLabelled(label: string, root: ParentNode = document): HTMLElement | null {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  for (const field of fields) {
    const labels = [...(field.labels ?? [])].map((l) => l.textContent?.replace(/\s*\*$/, '').trim());
    if (labels.includes(label) || field.getAttribute('aria-label') === label) return field;
  }
  return null;
}

/** The section whose heading reads `heading`. */
export function sectionHeaded(heading: string, root: ParentNode = document): HTMLElement | null {
  for (const h of root.querySelectorAll<HTMLElement>('section h1, section h2, section h3')) {
    if (h.textContent?.trim() === heading) return h.closest('section');
  }
  return null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Brings an element into view and focuses it, or its first focusable part. */
export function focusInto(element: HTMLElement | null): boolean {
  if (!element) return false;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  element.scrollIntoView({ block: 'center' });
  target.focus();
  return true;
}

/** In a table, the first link of the row after (+1) or before (−1) the one holding the focus; the first row when none does. */
export function rowLink(table: HTMLTableElement | null, step: 1 | -1): HTMLAnchorElement | null {
  if (!table) return null;
  const links = [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector<HTMLAnchorElement>('a[href]')).filter((a): a is HTMLAnchorElement => a !== null);
  if (!links.length) return null;
  const current = links.findIndex((link) => link.closest('tr')?.contains(document.activeElement));
  if (current < 0) return step === 1 ? links[0] : links[links.length - 1];
  return links[current + step] ?? null;
}
