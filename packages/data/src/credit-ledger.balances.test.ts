import { Types } from 'mongoose';
import type { CreditMovementRecord } from './credit-ledger.model.js';
import { balancesOf } from './credit-ledger.repository.js';

const ownerId = new Types.ObjectId();
const at = (iso: string) => new Date(iso);
const row = (
  fields: Pick<CreditMovementRecord, '_id' | 'kind' | 'pot' | 'amount' | 'reference'> &
    Partial<CreditMovementRecord>,
): CreditMovementRecord => ({ ownerId, createdAt: at('2026-11-01T00:00:00Z'), ...fields });

const allowance = (invoice: string, createdAt: string, expiresAt: string) =>
  row({
    _id: `allowance:${invoice}`,
    kind: 'allowance',
    pot: 'monthly',
    amount: 323,
    reference: invoice,
    period: invoice,
    createdAt: at(createdAt),
    expiresAt: at(expiresAt),
  });

describe('balancesOf', () => {
  it('counts only the running period of the allowance: the previous leftover lapses', () => {
    const movements = [
      allowance('in_1', '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'),
      row({
        _id: 'hold:g1:monthly',
        kind: 'hold',
        pot: 'monthly',
        amount: -100,
        reference: 'g1',
        period: 'in_1',
      }),
      row({
        _id: 'end:g1:monthly',
        kind: 'settle',
        pot: 'monthly',
        amount: 0,
        reference: 'g1',
        period: 'in_1',
      }),
      allowance('in_2', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
      row({
        _id: 'hold:g2:monthly',
        kind: 'hold',
        pot: 'monthly',
        amount: -30,
        reference: 'g2',
        period: 'in_2',
      }),
      row({
        _id: 'purchase:pi_1',
        kind: 'purchase',
        pot: 'purchased',
        amount: 500,
        reference: 'pi_1',
      }),
    ];
    const balances = balancesOf(movements, at('2026-11-15T00:00:00Z'));
    expect(balances.allowance?._id).toBe('allowance:in_2');
    expect(balances.monthly).toBe(293);
    expect(balances.purchased).toBe(500);
    expect(balances.held).toBe(30);

    const afterTheEnd = balancesOf(movements, at('2026-12-02T00:00:00Z'));
    expect(afterTheEnd.allowance).toBeNull();
    expect(afterTheEnd.monthly).toBe(0);
  });

  it('never counts an ended hold as held, whichever of the two rows comes back first', () => {
    const hold = row({
      _id: 'hold:g3:purchased',
      kind: 'hold',
      pot: 'purchased',
      amount: -15,
      reference: 'g3',
    });
    const release = row({
      _id: 'end:g3:purchased',
      kind: 'release',
      pot: 'purchased',
      amount: 15,
      reference: 'g3',
    });
    for (const movements of [
      [hold, release],
      [release, hold],
    ]) {
      const balances = balancesOf(movements);
      expect(balances.held).toBe(0);
      expect(balances.purchased).toBe(0);
    }
  });
});
