import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useListSortContext, useTranslate, useTranslateLabel, type SortPayload } from 'ra-core';
import { headerClass, type Column } from './column';
import { Hint } from '../Hint';

const OTHER: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/**
 * The header row of a list's table: each column's label (resources.<resource>.fields.<source>),
 * and for a sortable column a button that sorts by it (the list's sort, kept in the URL when the
 * list is), named by what it will do ("Sort by amount descending"), its cell's aria-sort the order
 * in force.
 */
export function TableHeader<T>({ columns, resource }: { columns: readonly Column<T>[]; resource: string }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { sort, setSort } = useListSortContext();
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const label = translateLabel({ source: column.source, label: column.label, resource }) as string;
          if (!column.sort || !setSort) {
            return (
              <TableCell key={column.source} className={headerClass(column)} align={column.align}>
                {label}
              </TableCell>
            );
          }
          const active = sort?.field === column.source;
          const next = active ? OTHER[sort.order] : column.sort;
          const action = translate('ra.sort.sort_by', {
            field: label,
            field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
            order: translate(`ra.sort.${next}`),
            _: translate('ra.action.sort'),
          });
          return (
            <TableCell
              key={column.source}
              className={headerClass(column)}
              align={column.align}
              sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
            >
              <Hint title={action} placement={column.align === 'right' ? 'bottom-end' : 'bottom-start'} enterDelay={300}>
                <TableSortLabel active={active} direction={(active ? sort.order : column.sort) === 'DESC' ? 'desc' : 'asc'} onClick={() => setSort({ field: column.source, order: next })}>
                  {label}
                </TableSortLabel>
              </Hint>
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
