import { API_MESSAGE_CATALOGUES, translateApiMessage } from './api-messages.js';
import { messageTranslator } from './message-catalogue.js';
import { AUTH_MESSAGES, AUTH_MESSAGES_FR } from '../auth/auth.schemas.js';
import { LOGO_MESSAGES, formatByteSize } from '../user/logo-upload.schemas.js';
import { SCHEDULING_MESSAGES as M } from '../scheduling/scheduling.messages.js';

/** Sample arguments for a template: a distinct, plain word or number per position. */
const sampleArgs = (arity: number) => ['Telegram', '2200', 'image'].slice(0, arity);

describe('the API message catalogues', () => {
  it.each(API_MESSAGE_CATALOGUES.map((pair) => [pair.name, pair] as const))(
    'when %s is compared with its French twin, then they have the same keys and no empty text',
    (_name, { en, fr }) => {
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
      for (const [key, french] of Object.entries(fr)) {
        const english = en[key];
        expect(typeof french).toBe(typeof english);
        const text = typeof french === 'function' ? french(...sampleArgs(french.length)) : french;
        expect({ key, text: text.trim() }).toEqual({ key, text: expect.stringMatching(/\S/) });
      }
    },
  );

  it('when every English text is translated, then each gives its own French text', () => {
    for (const { name, en, fr } of API_MESSAGE_CATALOGUES) {
      for (const [key, english] of Object.entries(en)) {
        const french = fr[key]!;
        const args = typeof english === 'function' ? sampleArgs(english.length) : [];
        const englishText =
          typeof english === 'function'
            ? (english as (...values: string[]) => string)(...args)
            : english;
        const frenchText = typeof french === 'function' ? french(...args) : french;
        expect({ where: `${name}.${key}`, text: translateApiMessage(englishText, 'fr') }).toEqual({
          where: `${name}.${key}`,
          text: frenchText,
        });
        expect(translateApiMessage(englishText, 'en')).toBe(englishText);
      }
    }
  });

  it('when a template message is translated, then its arguments move into the French text', () => {
    expect(translateApiMessage(M.captionTooLongFor('X (Twitter)', 280), 'fr')).toBe(
      "X (Twitter) accepte des légendes d'au plus 280 caractères.",
    );
    expect(translateApiMessage(M.mediaTypeMismatch('video'), 'fr')).toBe(
      "Le fichier média n'est pas une vidéo.",
    );
    expect(translateApiMessage(LOGO_MESSAGES.tooLarge(formatByteSize(5 * 1024 * 1024)), 'fr')).toBe(
      'Le logo dépasse 5 Mo.',
    );
    expect(translateApiMessage(M.allFailed('Sandbox: The caption is refused.'), 'fr')).toBe(
      'Le post a échoué sur toutes les plateformes sélectionnées. Sandbox: The caption is refused.',
    );
  });

  it('when a text is in no catalogue, then it comes back as it is', () => {
    expect(translateApiMessage('The platform said no.', 'fr')).toBe('The platform said no.');
    expect(translateApiMessage(AUTH_MESSAGES.passwordsDoNotMatch, 'fr')).toBe(
      AUTH_MESSAGES_FR.passwordsDoNotMatch,
    );
  });
});

describe('messageTranslator', () => {
  it('when a template does not show an argument as it is, then building refuses it', () => {
    const en = { tooBig: (bytes: number) => `At most ${Math.floor(bytes / 1024)} KB.` };
    const fr = { tooBig: (bytes: string) => `Au plus ${bytes} Ko.` };
    expect(() => messageTranslator([{ name: 'T', en, fr }])).toThrow(/T\.tooBig/);
  });

  it('when one English text has two French texts, then building refuses it', () => {
    expect(() =>
      messageTranslator([
        { name: 'A', en: { x: 'Saved.' }, fr: { x: 'Enregistré.' } },
        { name: 'B', en: { y: 'Saved.' }, fr: { y: 'Sauvegardé.' } },
      ]),
    ).toThrow(/B\.y/);
  });
});
