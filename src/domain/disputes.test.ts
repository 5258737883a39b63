import { describe, expect, it } from 'vitest';
import { systemMessageOf } from './chat';
import { contractDisplayId, contractIdOf, outcomePayout, OUTCOME_EFFECTS, userIdPrefixOf } from './disputes';

describe('dispute rules', () => {
  it('shows and reads contract ids', () => {
    expect(contractDisplayId('14-15')).toBe('PC-E-F');
    expect(contractDisplayId('313-312')).toBe('PC-139-138');
    expect(contractIdOf('PC-139-138')).toBe('313-312');
    expect(contractIdOf(' 14-15 ')).toBe('14-15');
    expect(contractIdOf('hello')).toBeNull();
  });

  it('reads user ids from the shown and full forms', () => {
    expect(userIdPrefixOf('Peach0213ABCD')).toBe('0213abcd');
    expect(userIdPrefixOf('0213583209ada26c')).toBe('0213583209ada26c');
    expect(userIdPrefixOf('Peach12')).toBeNull();
  });

  it('splits a system message into its key and arguments', () => {
    expect(systemMessageOf('chat.systemMessage.disputeStarted.seller.noPayment.buyer::Peach12345678')).toEqual({
      key: 'chat.systemMessage.disputeStarted.seller.noPayment.buyer',
      args: ['Peach12345678'],
    });
    expect(systemMessageOf('chat.systemMessage.mediatorWillJoinSoon')).toEqual({ key: 'chat.systemMessage.mediatorWillJoinSoon', args: [] });
    expect(systemMessageOf('hello::world')).toBeNull();
  });

  it('pays out per outcome: buyer less the fee, a refund whole, nothing when the trade goes on', () => {
    const contract = { amount: 200_000, buyerFee: 0.02, sellerFee: 0 };
    expect(outcomePayout(contract, 'buyerWins')).toEqual({ buyerSats: 196_000, sellerSats: 0, buyerFeeSats: 4_000, sellerFeeSats: 0 });
    expect(outcomePayout(contract, 'payOutBuyer').buyerSats).toBe(196_000);
    expect(outcomePayout(contract, 'sellerWins')).toEqual({ buyerSats: 0, sellerSats: 200_000, buyerFeeSats: 0, sellerFeeSats: 0 });
    expect(outcomePayout(contract, 'cancelTrade').sellerSats).toBe(200_000);
    expect(outcomePayout(contract, 'none')).toEqual({ buyerSats: 0, sellerSats: 0, buyerFeeSats: 0, sellerFeeSats: 0 });
    expect(OUTCOME_EFFECTS.buyerWins.loser).toBe('seller');
    expect(OUTCOME_EFFECTS.sellerWins.loser).toBe('buyer');
    expect(OUTCOME_EFFECTS.none.tradeContinues).toBe(true);
  });

  it('pays out with a seller fee above 0: amount 200 000, buyer fee 2 %, seller fee 1 %', () => {
    const contract = { amount: 200_000, buyerFee: 0.02, sellerFee: 0.01 };
    expect(outcomePayout(contract, 'buyerWins')).toEqual({ buyerSats: 196_000, sellerSats: 0, buyerFeeSats: 4_000, sellerFeeSats: 2_000 });
    expect(outcomePayout(contract, 'payOutBuyer')).toEqual({ buyerSats: 196_000, sellerSats: 0, buyerFeeSats: 4_000, sellerFeeSats: 2_000 });
    expect(outcomePayout(contract, 'sellerWins')).toEqual({ buyerSats: 0, sellerSats: 200_000, buyerFeeSats: 0, sellerFeeSats: 0 });
    expect(outcomePayout(contract, 'cancelTrade')).toEqual({ buyerSats: 0, sellerSats: 200_000, buyerFeeSats: 0, sellerFeeSats: 0 });
    expect(outcomePayout(contract, 'none')).toEqual({ buyerSats: 0, sellerSats: 0, buyerFeeSats: 0, sellerFeeSats: 0 });
  });
});
