import { useEffect } from 'react';
import { ReferenceInputBase } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PeachEvent } from '../../contract';
import { SelectInput } from '../../ui/SelectInput';
import { ALL_EVENTS } from './useEvents';

const eventOption = (event: Partial<PeachEvent>) => `${event.shortName} (${event.id})`;

/**
 * A choice of event by short name (the id follows it), "" for none: a <ReferenceInput> to
 * `events`, reading the same query as the events table (ALL_EVENTS), so it costs no request.
 */
export function EventInput({ label, plain }: { label: string; plain?: boolean }) {
  return (
    <ReferenceInputBase source="eventId" reference="events" sort={ALL_EVENTS.sort} perPage={ALL_EVENTS.pagination.perPage}>
      <SelectInput source="eventId" label={label} plain={plain} emptyText="events.revenue.noEvent" optionText={eventOption as never} minWidth={260} />
    </ReferenceInputBase>
  );
}

/**
 * Keeps the form's eventId and the screen's selected event in step: the screen's choice is
 * written into the form, and (with onChange) the form's choice is reported to the screen.
 */
export function FollowEvent({ eventId, onChange }: { eventId: string; onChange?: (eventId: string) => void }) {
  const { setValue } = useFormContext();
  const chosen = (useWatch({ name: 'eventId' }) as string | undefined) ?? '';
  useEffect(() => {
    setValue('eventId', eventId);
  }, [eventId, setValue]);
  useEffect(() => {
    if (onChange && chosen !== eventId) onChange(chosen);
    // only a change in the form is reported
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);
  return null;
}
