// The audit entry of a newsletter send (docs/product.md#admin-audit): newsletter.send with the subject, to whom and how
// many, never the message; none for a send refused for want of recipients.
import { describe, expect, it } from 'vitest';
import { actorOf, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { addSubscribers, newsletterAdminTestApp, tagOf } from './newsletter-admin-test-helpers.ts';

const { RUN, adminUser, post } = newsletterAdminTestApp();
const send = (payload: object) => post('/api/admin/newsletter/send-email', payload);
const BODY = `The secret ending of ${RUN}: everybody lives`;

describe('newsletter audit entries', () => {
  it('a send to chosen subscribers records its subject and count, never its body', async () => {
    const [ann, ben] = await addSubscribers(tagOf(), [{ local: 'ann' }, { local: 'ben' }]);
    const [entry] = await expectAuditDuring(
      async () => expect((await send({ subject: `Chosen ${RUN}`, message: BODY, isHtml: false, subscriberIds: [ann!.id, ben!.id] })).statusCode).toBe(200),
      [
        {
          actor: actorOf(adminUser),
          action: 'newsletter.send',
          subjectKind: 'newsletter',
          subjectId: null,
          changes: {
            subject: { before: null, after: `Chosen ${RUN}` },
            is_html: { before: null, after: false },
            recipients: { before: null, after: 'selected' },
            recipient_count: { before: null, after: 2 },
          },
        },
      ],
    );
    expect(JSON.stringify(entry)).not.toContain('secret ending');
  });

  it('a send to everyone matching a search records the search', async () => {
    const tag = tagOf();
    await addSubscribers(tag, [{ local: 'cat' }, { local: 'dan' }, { local: 'eve', active: false }]);
    await expectAuditDuring(async () => expect((await send({ subject: `All ${RUN}`, message: BODY, isHtml: true, all: true, search: tag })).statusCode).toBe(200), [
      {
        actor: actorOf(adminUser),
        action: 'newsletter.send',
        subjectKind: 'newsletter',
        subjectId: null,
        changes: {
          subject: { before: null, after: `All ${RUN}` },
          is_html: { before: null, after: true },
          recipients: { before: null, after: 'all' },
          search: { before: null, after: tag },
          recipient_count: { before: null, after: 2 },
        },
      },
    ]);
  });

  it('records nothing for a send refused: no active recipient, or no subject', async () => {
    const [gone] = await addSubscribers(tagOf(), [{ local: 'gone', active: false }]);
    await expectNoAuditDuring(async () => {
      expect((await send({ subject: `None ${RUN}`, message: BODY, isHtml: false, subscriberIds: [gone!.id] })).statusCode).toBe(400);
      expect((await send({ subject: '', message: BODY, isHtml: false, subscriberIds: [gone!.id] })).statusCode).toBe(400);
    });
  });
});
