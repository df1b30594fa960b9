import { PAYMENT_MESSAGES, PAYMENT_MESSAGES_FR } from '@postcraft/contracts';
import enApp from '../../i18n/locales/en.app.json' with { type: 'json' };
import frApp from '../../i18n/locales/fr.app.json' with { type: 'json' };

/** The screens' payment texts that the API also says: one wording for both. */
describe('payment messages', () => {
  it('when the screens and the API say the same thing, then they say it in the same words, in English and French', () => {
    const pairs = [
      [enApp.billing.messages, PAYMENT_MESSAGES, (n: number) => PAYMENT_MESSAGES.purchased(n)],
      [
        frApp.billing.messages,
        PAYMENT_MESSAGES_FR,
        (n: number) => PAYMENT_MESSAGES_FR.purchased(String(n)),
      ],
    ] as const;
    for (const [screens, api, purchased] of pairs) {
      expect(screens.billingOff).toBe(api.billingOff);
      expect(screens.intentFailed).toBe(api.intentFailed);
      expect(screens.notSucceeded).toBe(api.paymentNotSucceeded);
      expect(screens.purchased.replace('{{credits}}', '1000')).toBe(purchased(1000));
    }
  });
});
