import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadValueLabel } from '#shared/lead-fields.js';
import { startFakeOpenAi, type FakeOpenAi } from '#server/test-support/fake-openai.js';
import { startSmtpSink } from '#server/test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { uploadSilentVoicemail } from '#server/test-support/voice-messages.js';
import { waitFor } from '#server/test-support/wait-for.js';

describe('new-voicemail e-mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let openai: FakeOpenAi;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    openai = await startFakeOpenAi({
      text: 'This is Tom Reyes from Reyes Trucking. We owe about 800 thousand dollars.',
    });
    t = await createTestApp('pglite', {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        NOTIFY_EMAIL: 'principal@firm.example',
        TRANSCRIPTION_ENGINE: 'openai',
        OPENAI_API_KEY: 'sk-test',
        TRANSCRIPTION_BASE_URL: openai.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await sink?.close();
  });

  it('arrives with the caller, the transcript and a link to the dashboard', async () => {
    const response = await uploadSilentVoicemail(t.app, { email: 'tom@reyes.example', phone: '555-010-7788' });
    expect(response.statusCode).toBe(201);
    const mail = await waitFor(
      () => sink.mails.find((received) => received.to.includes('principal@firm.example')),
      10_000,
    );
    const text = mail.raw.replace(/=\r\n/g, '');
    expect(text).toMatch(/^Subject: New voicemail from Tom Reyes/m);
    expect(text).toContain('tom@reyes.example');
    expect(text).toContain('555-010-7788');
    expect(text).toContain('This is Tom Reyes from Reyes Trucking');
    // The amount heard, in the consultation form's words rather than its stored code (the label's
    // en dash arrives quoted-printable).
    const decoded = Buffer.from(
      text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(decoded).toContain(`Total debt: ${leadValueLabel('debtAmount', '500k-1m')}`);
    expect(decoded).not.toContain('500k-1m');
    expect(text).toContain('http://localhost:3000/admin');
    // One tap to call back or reply, in the text and as buttons in the HTML part.
    expect(text).toContain('Call Tom Reyes: tel:+15550107788');
    expect(text).toContain('href=3D"tel:+15550107788"');
    expect(text).toContain('mailto:tom@reyes.example');
    expect(t.logText()).not.toContain('tom@reyes.example');
  });
});
