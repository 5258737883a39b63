import { describe, expect, it } from 'vitest';
import { cellClass, COLUMN_HIDDEN_BELOW, headerClass, prioritySx, type Column } from './column';

describe('column priorities', () => {
  const key: Column<object> = { source: 'id', wrap: 'nowrap' };
  const first: Column<object> = { source: 'paymentMethod', priority: 3 };
  const second: Column<object> = { source: 'price', priority: 2, wrap: 'nowrap' };

  it('puts the priority into the header and the cells', () => {
    expect(headerClass(key)).toBe('column-id');
    expect(cellClass(key)).toBe('column-id nowrap');
    expect(headerClass(first)).toBe('column-paymentMethod priority-3');
    expect(cellClass(second)).toBe('column-price priority-2 nowrap');
  });

  it('hides priority 3 in a wider box than priority 2, by container queries on the box', () => {
    expect(COLUMN_HIDDEN_BELOW[3]).toBeGreaterThan(COLUMN_HIDDEN_BELOW[2]);
    expect(prioritySx([key, first, second])).toEqual({
      containerType: 'inline-size',
      [`@container (max-width: ${COLUMN_HIDDEN_BELOW[3] - 1}px)`]: { '& .priority-3': { display: 'none' } },
      [`@container (max-width: ${COLUMN_HIDDEN_BELOW[2] - 1}px)`]: { '& .priority-2': { display: 'none' } },
    });
  });

  it('leaves a table without priorities as wide as its rows (no containment)', () => {
    expect(prioritySx([key])).toBeUndefined();
  });
});
