import { useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { PeachEvent } from '../../contract';
import { EVENTS_TABLE_MAX_HEIGHT_PX } from '../../contract/constants';
import { SkeletonRows } from '../../ui/list/SkeletonRows';
import { ACTIONS_HEADER_SX, EVENT_COLUMNS, TABLE_SCROLL_SX } from './eventColumns';
import { EventDeleteDialog } from './EventDeleteDialog';
import { EventRow } from './EventRow';
import { EventRowEditor } from './EventRowEditor';
import { useEventMutations, type EditProblems } from './useEventMutations';
import { ALL_EVENTS, useEvents } from './useEvents';
import { CsvDownload } from '../../ui/export/CsvDownload';
import { eventCsvColumns } from './eventsCsv';

/** An event row's height (a 40 px logo in a small table row): the skeleton reserves rows of it. */
const ROW_PX = 57;
/** Enough skeleton rows to fill the table's 500 px while loading, so the forms below do not move. */
const SKELETON_ROWS = Math.ceil(EVENTS_TABLE_MAX_HEIGHT_PX / ROW_PX);

/**
 * The events table (spec §2), named by the page's count heading (`labelledBy`), at most 500 px high with its own scroll, one row
 * in edit mode at a time. Deleting is confirmed in the console's own dialog, which names the event's payouts.
 *
 * Not a ListTable: a row here turns into a form to edit it, so the rows are its own. It still reads
 * through ra-core (useGetList in useEvents) and reserves its height with SkeletonRows like every list.
 */
export function EventList({ labelledBy: headingId }: { labelledBy: string }) {
  const translate = useTranslate();
  const { data: events = [], isPending, error } = useEvents();
  const { updateEvent, deleteEvent, updating, deleting } = useEventMutations();
  const [editingId, setEditingId] = useState<string | null>(null);
  // what the server refused in the row being edited, shown at its fields
  const [problems, setProblems] = useState<EditProblems>({});
  const edit = (id: string | null) => {
    setEditingId(id);
    setProblems({});
  };

  const save = async (event: PeachEvent, edited: Parameters<typeof updateEvent>[1]) => {
    const result = await updateEvent(event, edited);
    if (result.saved) edit(null);
    else setProblems(result.problems);
  };

  // the event whose deletion is being confirmed
  const [asked, setAsked] = useState<PeachEvent | null>(null);
  const remove = async (event: PeachEvent) => {
    if (await deleteEvent(event)) setEditingId((id) => (id === event.id ? null : id));
    setAsked(null);
  };

  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={EVENT_COLUMNS.length}>{content}</TableCell>
    </TableRow>
  );

  return (
    <>
      <Box sx={{ mb: 1 }}>
        <CsvDownload resource="events" columns={eventCsvColumns} screen="events" sort={ALL_EVENTS.sort} disabled={isPending || events.length === 0} />
      </Box>
      <TableContainer
        component={Paper}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        sx={{ maxHeight: EVENTS_TABLE_MAX_HEIGHT_PX, overflow: 'auto', ...TABLE_SCROLL_SX }}
      >
        <Table stickyHeader size="small" aria-labelledby={headingId} sx={{ minWidth: 1500 }}>
          <TableHead>
            <TableRow>
              {EVENT_COLUMNS.map((column) => (
                <TableCell key={column} scope="col" sx={column === 'actions' ? ACTIONS_HEADER_SX : undefined}>
                  {translate(`resources.events.fields.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && <SkeletonRows columns={EVENT_COLUMNS.length} rows={SKELETON_ROWS} rowHeight={ROW_PX} />}
            {!isPending && error && message(translate('error.general'))}
            {!isPending && !error && events.length === 0 && message(translate('events.empty'))}
            {events.map((event) =>
              event.id === editingId ? (
                <EventRowEditor
                  key={event.id}
                  event={event}
                  saving={updating}
                  problems={problems}
                  onSave={(edited) => void save(event, edited)}
                  onCancel={() => edit(null)}
                />
              ) : (
                <EventRow
                  key={event.id}
                  event={event}
                  busy={deleting}
                  onEdit={() => edit(event.id)}
                  onDelete={() => setAsked(event)}
                />
              ),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <EventDeleteDialog event={asked} deleting={deleting} onConfirm={(event) => void remove(event)} onClose={() => setAsked(null)} />
    </>
  );
}
