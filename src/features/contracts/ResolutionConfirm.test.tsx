// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../contract';
import { renderInAdmin } from '../../ui/testing';
import ResolutionConfirm from './ResolutionConfirm';
import { emptyResolutionForm, type ResolutionFormValues } from './resolutionForm';

/** The confirmation before a resolution is sent states the fees of both sides, the seller's too. */

const contract = { id: '14-15', amount: 200_000, buyerFee: 0.02, sellerFee: 0.01 } as Contract;
/** The consequence's lines, any kind of space as a plain one (sats are grouped by a thin space). */
const linesShown = async () =>
  within(await screen.findByTestId('resolution-consequence'))
    .getAllByRole('listitem')
    .map((li) => (li.textContent ?? '').replace(/[\s\u00a0\u202f]/g, ' '));
const confirm = (outcome: ResolutionFormValues['outcome']) =>
  renderInAdmin(<ResolutionConfirm contract={contract} values={{ ...emptyResolutionForm(), outcome, reason: 'paid' }} busy={false} onConfirm={() => undefined} onCancel={() => undefined} />);

describe('the resolution confirmation', () => {
  it('names the seller fee beside the buyer fee when the buyer wins (200 000 sats, 2 % and 1 %)', async () => {
    confirm('buyerWins');
    const lines = await linesShown();
    expect(lines).toContain('Fees: buyer 4 000 sats, seller 2 000 sats.');
    expect(lines).toContain('Buyer receives 196 000 sats.');
  });

  it('names no fee when the seller wins', async () => {
    confirm('sellerWins');
    expect(await linesShown()).toContain('Fees: buyer 0 sats, seller 0 sats.');
  });
});
