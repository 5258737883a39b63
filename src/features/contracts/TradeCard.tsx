import { useRecordContext, useTranslate } from 'ra-core';
import type { Contract } from '../../contract';
import { formatDate, formatSats } from '../../domain/format';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import { Facts } from '../../ui/Facts';
import { useFormats } from '../../ui/formats';
import { SectionCard } from '../../ui/SectionCard';
import { tradeStatusKey } from './vocabulary';

/** The trade's terms and progress: amounts, fees, method, status, payment, escrow. */
export function TradeCard() {
  const translate = useTranslate();
  const contract = useRecordContext<Contract>();
  const formats = useFormats();
  if (!contract) return null;
  const when = (date?: Date | null) => (date ? formatDate(date, 'yyyy-mm-dd', { time: true }) : translate('contract.trade.notYet'));
  const fee = (fraction: number) => translate('contract.trade.feeValue', { 0: formats.percent(fraction), 1: formatSats(contract.amount * fraction) });
  return (
    <SectionCard title={translate('contract.trade.heading')}>
      <Facts
        items={[
          ['contract.trade.amount', translate('contract.trade.amountValue', { 0: formatSats(contract.amount), 1: formats.btc(contract.amount) })],
          ['contract.trade.price', formats.fiat(contract.price, contract.currency)],
          ['contract.trade.premium', formats.percent(contract.premium / 100)],
          ['contract.trade.buyerFee', fee(contract.buyerFee)],
          ['contract.trade.sellerFee', fee(contract.sellerFee)],
          ['contract.trade.paymentMethod', paymentMethodName(translate, contract.paymentMethod)],
          ['contract.trade.status', translate(tradeStatusKey(contract.tradeStatus), { _: contract.tradeStatus })],
          ['contract.trade.paymentMade', when(contract.paymentMade)],
          ['contract.trade.paymentConfirmed', when(contract.paymentConfirmed)],
          ['contract.trade.deadline', when(contract.paymentExpectedBy)],
          ['contract.trade.escrow', contract.escrow],
          // a staff extra: the platform's Contract has no funding transaction, so without it the row is left out
          ...(contract.escrowTxId ? ([['contract.trade.escrowTx', contract.escrowTxId]] as const) : []),
          ['contract.trade.releaseTx', contract.releaseTxId ?? translate('contract.trade.none')],
        ]}
      />
    </SectionCard>
  );
}
