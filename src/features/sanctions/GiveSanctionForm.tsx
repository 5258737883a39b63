import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'ra-core';
import { SANCTION_KINDS, SANCTION_TEXT_MAX } from '../../contract/sanctions';
import { formatCount } from '../../domain/format';
import { CreateForm } from '../../ui/CreateForm';
import { DateInput } from '../../ui/DateInput';
import { SelectInput } from '../../ui/SelectInput';
import { TextInput } from '../../ui/TextInput';
import { SANCTION_QUERIES } from './refresh';
import { emptySanctionForm, sanctionCreate, validateSanction, type SanctionCreate, type SanctionFormValues } from './sanctionForm';

const DEFAULTS = emptySanctionForm();
const KIND_CHOICES = SANCTION_KINDS.map((id) => ({ id, name: `sanctions.kind.${id}` }));

/**
 * Giving a warning, a trading limit or a ban (admins and mediators). Each kind shows its own
 * fields; the rules are checked before sending and said at the field; a refusal keeps the values.
 */
export function GiveSanctionForm({ userId, platformDailyLimit }: { userId: string; platformDailyLimit: number }) {
  const translate = useTranslate();
  return (
    <CreateForm<SanctionFormValues, SanctionCreate>
      resource="sanctions"
      title={translate('sanctions.give.title')}
      submitLabel={translate('sanctions.give.submit')}
      defaultValues={DEFAULTS}
      validate={(values) => validateSanction(values, { now: Date.now(), platformDailyLimit })}
      transform={(values) => sanctionCreate(userId, values)}
      successMessage="sanctions.give.done"
      refetch={() => SANCTION_QUERIES.map((key) => [...key])}
    >
      <KindFields platformDailyLimit={platformDailyLimit} />
    </CreateForm>
  );
}

/** The fields of the chosen kind, and what that kind does. */
function KindFields({ platformDailyLimit }: { platformDailyLimit: number }) {
  const translate = useTranslate();
  const kind = useWatch<SanctionFormValues, 'kind'>({ name: 'kind' });
  const hint =
    kind === 'limit'
      ? translate('sanctions.give.limitHint', { 0: formatCount(platformDailyLimit) })
      : translate(kind === 'ban' ? 'sanctions.give.banHint' : 'sanctions.give.warningHint');
  return (
    <>
      <SelectInput source="kind" label="sanctions.give.kindLabel" choices={KIND_CHOICES} />
      <Typography variant="body2" sx={{ gridColumn: { md: 'span 2' }, alignSelf: 'center' }}>
        {hint}
      </Typography>
      <TextInput source="reason" maxLength={SANCTION_TEXT_MAX} />
      {kind === 'limit' && (
        <>
          <TextInput source="dailyLimit" inputMode="numeric" />
          <TextInput source="days" inputMode="numeric" />
        </>
      )}
      {kind === 'warning' && <DateInput source="expiresAt" optional />}
      {kind !== 'ban' && <TextInput source="appealNote" optional maxLength={SANCTION_TEXT_MAX} />}
    </>
  );
}
