import { useTranslate } from 'ra-core';
import { IconButton, TableCell, TableRow } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { PeachEvent } from '../../contract';
import { EventLogo, FeaturedMark, SafeLink } from './EventCells';
import { ACTIONS_CELL_SX } from './eventColumns';

interface Props {
  event: PeachEvent;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** One event as a table row (display mode), with its edit and delete icons. */
export function EventRow({ event, onEdit, onDelete, busy }: Props) {
  const translate = useTranslate();
  return (
    <TableRow hover data-event-id={event.id}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.id}</TableCell>
      <TableCell>
        <EventLogo event={event} />
      </TableCell>
      <TableCell>
        <FeaturedMark featured={event.featured} />
      </TableCell>
      <TableCell>{event.currencies.join(', ')}</TableCell>
      <TableCell>{event.country}</TableCell>
      <TableCell>{event.city}</TableCell>
      <TableCell>{event.shortName}</TableCell>
      <TableCell>{event.longName}</TableCell>
      <TableCell sx={{ minWidth: 180, maxWidth: 260 }}>
        <SafeLink href={event.url} />
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>{event.address}</TableCell>
      <TableCell>{event.frequency}</TableCell>
      <TableCell sx={ACTIONS_CELL_SX}>
        <IconButton size="small" onClick={onEdit} aria-label={translate('events.action.edit', { 0: event.shortName })}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          onClick={onDelete}
          disabled={busy}
          aria-label={translate('events.action.delete', { 0: event.shortName })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
