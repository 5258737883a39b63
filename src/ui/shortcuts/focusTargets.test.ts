// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldLabelled, focusInto, rowLink, sectionHeaded } from './focusTargets';

beforeEach(() => {
  document.body.innerHTML = `
    <label for="q">Contract or user ID</label><input id="q" />
    <label for="m">Message</label><textarea id="m"></textarea>
    <section aria-labelledby="h"><h2 id="h">Resolve the dispute</h2><div><input type="hidden"/><button>Choose</button></div></section>
    <table><tbody>
      <tr><td><a href="/contract/1">1</a></td></tr>
      <tr><td><a href="/contract/2">2</a></td></tr>
      <tr><td><a href="/contract/3">3</a></td></tr>
    </tbody></table>`;
  Element.prototype.scrollIntoView = () => undefined;
});

describe('focus targets', () => {
  it('finds a field by its label', () => {
    expect(fieldLabelled('Message')?.id).toBe('m');
    expect(fieldLabelled('Contract or user ID')?.id).toBe('q');
    expect(fieldLabelled('Nothing')).toBeNull();
  });

  it('focuses the first focusable part of a section found by its heading', () => {
    expect(focusInto(sectionHeaded('Resolve the dispute'))).toBe(true);
    expect(document.activeElement?.textContent).toBe('Choose');
    expect(focusInto(sectionHeaded('Missing'))).toBe(false);
  });

  it('walks a table row by row', () => {
    const table = document.querySelector('table');
    expect(rowLink(table, 1)?.textContent).toBe('1');
    expect(rowLink(table, -1)?.textContent).toBe('3');
    rowLink(table, 1)!.focus();
    expect(rowLink(table, 1)?.textContent).toBe('2');
    rowLink(table, 1)!.focus();
    rowLink(table, 1)!.focus();
    expect(document.activeElement?.textContent).toBe('3');
    expect(rowLink(table, 1)).toBeNull();
    expect(rowLink(table, -1)?.textContent).toBe('2');
  });
});
