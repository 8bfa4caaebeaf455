import { FakeSupportGateway } from '../../../fakes/adapters/fake-support-gateway';
import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { SendContactMessage } from '../../../src/core/support/use-cases/send-contact-message';
import { SendDataSubjectRequest } from '../../../src/core/support/use-cases/send-data-subject-request';

const setup = () => {
  const backend = new InMemoryBackend();
  const gateway = new FakeSupportGateway(backend);
  return { backend, contact: new SendContactMessage(gateway), dsar: new SendDataSubjectRequest(gateway) };
};

describe('SendContactMessage', () => {
  it('needs a name, a valid email, a subject and a message', async () => {
    const { contact, backend } = setup();
    expect(await contact.execute({ name: '', email: 'x', subject: ' ', message: '', locale: 'en-US' })).toEqual({
      ok: false,
      error: {
        code: 'invalid_input',
        fields: { name: 'name_required', email: 'email_input_error', subject: 'field_required', message: 'field_required' },
      },
    });
    expect(backend.received()).toHaveLength(0);
  });

  it('refuses every field over its maximum length', async () => {
    const { contact, backend } = setup();
    const result = await contact.execute({
      name: 'N'.repeat(101),
      email: `${'a'.repeat(250)}@example.com`,
      subject: 'S'.repeat(201),
      message: 'M'.repeat(5001),
      locale: 'en-US',
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { name: 'too_long', email: 'too_long', subject: 'too_long', message: 'too_long' } },
    });
    expect(backend.received()).toHaveLength(0);
  });

  it('refuses a bidi override or isolate in the name, subject or message, and sends nothing (issue 42 point 4)', async () => {
    const { contact, backend } = setup();
    const result = await contact.execute({
      name: 'Ana \u202Eaiclag',
      email: 'ana@example.com',
      subject: 'Scan \u2067pending',
      message: 'Line one\nline \u202Atwo',
      locale: 'en-US',
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { name: 'text_invalid', subject: 'text_invalid', message: 'text_invalid' } },
    });
    expect(backend.received()).toHaveLength(0);
  });

  it('sends a message with line breaks and an emoji joined by U+200D', async () => {
    const { contact } = setup();
    const message = 'Hello,\nmy scan is pending.\nThanks 👩‍👩‍👧';
    expect(await contact.execute({ name: 'Ana', email: 'ana@example.com', subject: 'Scan', message, locale: 'en-US' })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('reaches customer care of the market', async () => {
    const { contact, backend } = setup();
    expect(
      await contact.execute({ name: 'Ana', email: ' ana@example.com ', subject: 'Scan', message: 'Pending for a week', locale: 'en-CA' }),
    ).toEqual({ ok: true, value: undefined });
    expect(backend.received()).toEqual([
      expect.objectContaining({ kind: 'contact', country: 'ca', payload: expect.objectContaining({ email: 'ana@example.com' }) }),
    ]);
  });
});

describe('SendDataSubjectRequest', () => {
  it.each([
    [{ type: '', phoneLast4: '1234' }, { type: 'request_type_required' }],
    [{ type: 'erasure', phoneLast4: '123' }, { phoneLast4: 'phone_last4_invalid' }],
    [{ type: 'erasure', phoneLast4: '12a4' }, { phoneLast4: 'phone_last4_invalid' }],
    [{ type: 'erasure', phoneLast4: '12345' }, { phoneLast4: 'phone_last4_invalid' }],
    [{ type: 'delete-everything', phoneLast4: '1234' }, { type: 'request_type_required' }],
    [{ type: 'erasure', phoneLast4: '1234', name: 'N'.repeat(101) }, { name: 'too_long' }],
    [{ type: 'erasure', phoneLast4: '1234', details: 'D'.repeat(5001) }, { details: 'too_long' }],
    [{ type: 'erasure', phoneLast4: '1234', email: `ana\u200F@example.com` }, { email: 'email_input_error' }],
    [{ type: 'erasure', phoneLast4: '1234', name: 'Ana \u202Eaiclag' }, { name: 'text_invalid' }],
    [{ type: 'erasure', phoneLast4: '1234', details: 'All \u2066my data' }, { details: 'text_invalid' }],
  ])('refuses %o', async (input, fields) => {
    const { dsar, backend } = setup();
    const result = await dsar.execute({ name: 'Ana', email: 'ana@example.com', details: '', locale: 'fr-FR', ...input });
    expect(result).toEqual({ ok: false, error: { code: 'invalid_input', fields } });
    expect(backend.received()).toHaveLength(0);
  });

  it.each(['', '   '])('sends a request without phone digits (%j): the app never asks for a phone number', async (phoneLast4) => {
    const { dsar, backend } = setup();
    expect(await dsar.execute({ type: 'access', name: 'Ana', email: 'ana@example.com', details: '', locale: 'fr-FR', phoneLast4 })).toEqual(
      {
        ok: true,
        value: undefined,
      },
    );
    expect(backend.received()).toEqual([expect.objectContaining({ kind: 'dsar', payload: expect.objectContaining({ phone_last4: '' }) })]);
  });

  it('sends a complete request', async () => {
    const { dsar, backend } = setup();
    expect(
      await dsar.execute({
        type: 'access',
        name: 'Ana',
        email: 'ana@example.com',
        phoneLast4: ' 0042 ',
        details: 'All my data',
        locale: 'ja-JP',
      }),
    ).toEqual({ ok: true, value: undefined });
    expect(backend.received()[0]).toEqual(
      expect.objectContaining({ kind: 'dsar', country: 'jp', payload: expect.objectContaining({ type: 'access', phone_last4: '0042' }) }),
    );
  });

  it.each([
    ['typed full-width (１２３４)', '００４２'],
    ['pasted with invisible characters (issue 42 point 4)', '\u200B00\u200D42\u200E'],
  ])('takes the last 4 digits %s and sends them as ASCII digits', async (_, phoneLast4) => {
    const { dsar, backend } = setup();
    const result = await dsar.execute({
      type: 'access',
      name: 'Kenji',
      email: 'kenji@example.com',
      phoneLast4,
      details: '',
      locale: 'ja-JP',
    });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(backend.received()[0]?.payload).toEqual(expect.objectContaining({ phone_last4: '0042' }));
  });
});
