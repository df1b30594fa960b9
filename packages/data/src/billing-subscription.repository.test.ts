import { Types } from 'mongoose';
import { BillingSubscriptionModel } from './billing-subscription.model.js';
import {
  keepSubscriptionState,
  type BillingSubscriptionState,
} from './billing-subscription.repository.js';
import { asOwnerId } from './owner-id.js';
import { useTestDatabase } from './test-support/use-test-database.js';

const owner = asOwnerId(new Types.ObjectId().toString());

const stateOf = (id: string, status: BillingSubscriptionState['status']) => ({
  id,
  customerId: 'cus_test',
  status,
  priceId: 'price_premium',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  canceledAt: null,
  startedAt: new Date(),
  syncedAt: new Date(),
});

describe('subscription copies', () => {
  useTestDatabase();

  it('when the subscribe call and its webhook write the first copy at once, then both succeed and one copy is kept', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = `sub_race${round}`;
      await Promise.all([
        keepSubscriptionState(owner, stateOf(id, 'incomplete')),
        keepSubscriptionState(owner, stateOf(id, 'incomplete')),
        keepSubscriptionState(owner, stateOf(id, 'active')),
      ]);
      expect(await BillingSubscriptionModel.countDocuments({ _id: id })).toBe(1);
    }
  });
});
