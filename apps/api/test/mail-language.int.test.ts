import { UserModel } from '@postcraft/data';
import request from 'supertest';
import {
  ageCode,
  PASSWORD,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

const OPERATOR = 'team@postcraft.local';

describe('mails in the language of the interface', () => {
  let bed: AccountTestBed;
  beforeAll(async () => {
    bed = await startAccountTestBed();
  });
  afterAll(() => bed.stop());

  const storedLanguage = async (email: string) =>
    (await UserModel.findOne({ email }).orFail()).language;

  async function signUp(email: string, language?: string) {
    const call = request(bed.app).post('/api/user/register');
    if (language) call.set('Accept-Language', language);
    await call.send(signUpBody(email)).expect(201);
    return bed.inbox.nextMail(email);
  }

  it('when someone signs up from the French interface, then the code mail is in French and the account remembers French', async () => {
    const email = uniqueEmail('fr');
    const mail = await signUp(email, 'fr');
    expect(mail.subject).toMatch(/^Votre code Postcraft\u00a0: \d{6}$/);
    expect(mail.text).toContain('Bonjour Ana,');
    expect(mail.text).toContain('pour confirmer votre adresse e-mail');
    expect(mail.html).toContain('<html lang="fr">');
    expect(await storedLanguage(email)).toBe('fr');
  });

  it('when the header is missing or prefers another language, then the mail is in English', async () => {
    for (const header of [undefined, 'en-GB,en;q=0.9,fr;q=0.8', 'de-DE']) {
      const email = uniqueEmail('en');
      const mail = await signUp(email, header);
      expect(mail.subject).toMatch(/^Your Postcraft code: \d{6}$/);
      expect(mail.text).toContain('Hello Ana,');
      expect(await storedLanguage(email)).toBe('en');
    }
  });

  it('when a French user asks for a recovery code, then it comes in French; logging in from English switches later mails to English', async () => {
    const email = uniqueEmail('recovery');
    const code = bed.inbox.codeIn(await signUp(email, 'fr'));
    await request(bed.app)
      .post('/api/user/verify-user')
      .send({ email, verificationCode: code })
      .expect(200);

    await ageCode(email, 61_000); // past the one-mail-a-minute cooldown
    await request(bed.app)
      .post('/api/user/forgot-password')
      .set('Accept-Language', 'fr-CA,fr;q=0.9')
      .send({ email })
      .expect(200);
    const recovery = await bed.inbox.nextMail(email);
    expect(recovery.subject).toMatch(/^Votre code Postcraft/);
    expect(recovery.text).toContain('pour choisir un nouveau mot de passe');

    // Anyone can ask for a code to any address: that does not change the stored language.
    await request(bed.app)
      .post('/api/user/forgot-password')
      .set('Accept-Language', 'fr')
      .send({ email: uniqueEmail('nobody') })
      .expect(200);
    expect(await storedLanguage(email)).toBe('fr');

    await request(bed.app)
      .post('/api/user/login')
      .set('Accept-Language', 'en')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(await storedLanguage(email)).toBe('en');
    await request(bed.app)
      .post('/api/user/login')
      .set('Accept-Language', 'fr')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(await storedLanguage(email)).toBe('fr');
  });

  it('when a visitor writes from the French interface, then their confirmation is in French and repeats nothing they typed', async () => {
    const email = uniqueEmail('visitor');
    await request(bed.app)
      .post('/api/contact')
      .set('Accept-Language', 'fr')
      .send({ name: 'Zoé <b>Spam</b>', email, message: 'Bonjour, une démo svp ? Merci.' })
      .expect(201);
    const confirmation = await bed.inbox.nextMail(email);
    expect(confirmation.subject).toBe('Postcraft · Nous avons bien reçu votre message');
    expect(confirmation.text).toContain('votre message nous est bien parvenu');
    expect(`${confirmation.text}${confirmation.html ?? ''}`).not.toMatch(/Zoé|Spam|démo/);
    // The operator's copy still arrives.
    expect((await bed.inbox.nextMail(OPERATOR)).subject).toContain('Zoé');

    const english = uniqueEmail('visitor');
    await request(bed.app)
      .post('/api/contact')
      .send({ name: 'Bo', email: english, message: 'Hello, a demo please.' })
      .expect(201);
    expect((await bed.inbox.nextMail(english)).subject).toBe(
      'Postcraft · We received your message',
    );
  });
});
