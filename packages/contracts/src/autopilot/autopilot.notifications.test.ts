import { AUTOPILOT_NOTIFICATION_TEXTS, autopilotApprovalMail } from './autopilot.notifications.js';

describe('the autopilot approval mail', () => {
  const lines = [
    { when: 'Tuesday 1 December 2026 at 09:00', topic: 'Tips: roasting' },
    { when: 'Wednesday 2 December 2026 at 18:00', topic: 'Behind the scenes: <espresso>' },
  ];

  it('when a batch is planned, then the mail lists each post’s time and topic with the link, escaped in HTML', () => {
    const mail = autopilotApprovalMail(
      'ana@example.com',
      'en',
      lines,
      'https://app.example/autopilotsettings',
    );
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('2 posts to approve');
    expect(mail.text).toContain('- Tuesday 1 December 2026 at 09:00: Tips: roasting');
    expect(mail.text).toContain('https://app.example/autopilotsettings');
    expect(mail.html).toContain('Behind the scenes: &#60;espresso&#62;');
    expect(mail.html).not.toContain('<espresso>');
  });

  it('when the user reads French, then the mail and the notice are in French', () => {
    const mail = autopilotApprovalMail(
      'ana@example.com',
      'fr',
      lines.slice(0, 1),
      'https://app.example/a',
    );
    expect(mail.subject).toBe('1 post à approuver');
    expect(mail.text).toContain('Relisez-les et approuvez-les ici');
    expect(AUTOPILOT_NOTIFICATION_TEXTS.fr.awaiting(3)).toContain('3 posts');
  });
});
