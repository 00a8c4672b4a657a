import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { firm } from '../content/firm.js';
import playwrightConfig from '../playwright.config.js';
import { consultationForm, waitForHydration } from './support/page-helpers.js';

/**
 * The voicemail as a caller on a real network would leave it (decision 0020): streamed while it
 * is recorded and understood by the time the caller stops, and never lost to a dropped network or
 * a reload. The fake microphone plays about 45 s of espeak-ng speech; the server transcribes it
 * with the real offline decoder.
 */
const TITLE = `Leave ${firm.principal.fullName} a Voicemail`;
const SPEECH = [
  'Hi, my name is Diane Foster, I am the owner of Foster Landscaping.',
  'We owe about one point two million dollars in total.',
  'We have fourteen creditors, mostly merchant cash advances and two equipment leases.',
  'One of the lenders has filed a lawsuit against us and another has put a lien on our account.',
  'Our monthly revenue is around one hundred and fifty thousand dollars.',
  'Our accountant mentioned bankruptcy, but we never filed and we do not want to.',
  'What we want is to keep the business running, keep our crews working,',
  'and pay our creditors back over time in a way that our cash flow can carry.',
];
const EMAIL = 'diane.foster@fosterlandscaping.example';
const AUDIO_DIR = path.join(tmpdir(), `debt-site-voicemail-stream-e2e-${process.pid}`);
const WAV = path.join(AUDIO_DIR, 'voicemail.wav');

test.beforeAll(() => {
  mkdirSync(AUDIO_DIR, { recursive: true });
  const raw = path.join(AUDIO_DIR, 'voicemail-22k.wav');
  // A caller pauses between answers (SSML breaks); the decoder ends an utterance at each pause.
  execFileSync('espeak-ng', [
    '-m',
    '-v',
    'en-us+klatt4',
    '-s',
    '140',
    '-w',
    raw,
    `<speak>${SPEECH.join('<break time="800ms"/>')}</speak>`,
  ]);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', raw, '-ar', '44100', '-ac', '1', '-c:a', 'pcm_s16le', WAV]);
  expect(statSync(WAV).size).toBeGreaterThan(88_200 * 40);
});
test.afterAll(() => rmSync(AUDIO_DIR, { recursive: true, force: true }));

const BASE_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...BASE_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${WAV}`],
  },
  permissions: ['microphone'],
});

function panel(page: Page) {
  const dialog = page.getByRole('dialog', { name: TITLE });
  return {
    dialog,
    floatingButton: page.getByRole('button', { name: TITLE }),
    email: dialog.getByLabel('Email Address'),
    start: dialog.getByRole('button', { name: 'Start Recording' }),
    stop: dialog.getByRole('button', { name: 'Stop & Send' }),
  };
}

const toastTitled = (page: Page, title: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

async function record(page: Page, seconds: number) {
  await page.goto('/');
  await waitForHydration(page);
  const vm = panel(page);
  await vm.floatingButton.click();
  await vm.email.fill(EMAIL);
  await vm.start.click();
  await expect(vm.stop).toBeVisible();
  await page.waitForTimeout(seconds * 1000);
  return vm;
}

test('a 40 s message streamed while recorded is understood when the caller stops, and fills in the form', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let chunks = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/voice-streams/')) chunks++;
  });
  const vm = await record(page, 42);
  expect(chunks).toBeGreaterThanOrEqual(30);
  const stoppedAt = Date.now();
  await vm.stop.click();
  // Generous: the suite runs two workers on two cores, and decoders yield the CPU. The time a
  // caller waits is measured alone in bench/voice-streaming.ts.
  await expect(toastTitled(page, 'Voice message processed!')).toBeVisible({ timeout: 100_000 });
  const seconds = (Date.now() - stoppedAt) / 1000;
  test
    .info()
    .annotations.push({ type: 'stop-to-processed', description: `${seconds.toFixed(1)} s after a 42 s recording` });
  console.log(
    `[voicemail-streaming] stop to 'Voice message processed!': ${seconds.toFixed(1)} s after a 42 s recording`,
  );
  const form = consultationForm(page);
  await expect(form.email).toHaveValue(EMAIL);
  // Beyond the e-mail: what the caller said. Which details the recogniser gets right varies with
  // how the browser's encoder cut the audio on a busy machine (accuracy is measured in
  // bench/voice-transcription.ts); here: the situation and at least one detail were understood.
  await expect(form.message).not.toHaveValue('');
  const details = {
    firstName: form.firstName,
    lastName: form.lastName,
    company: form.company,
    debtAmount: form.debtAmount,
    creditorsCount: form.creditorsCount,
  };
  const filled: string[] = [];
  for (const [name, field] of Object.entries(details)) if ((await field.inputValue()) !== '') filled.push(name);
  expect(filled, 'details prefilled from the voicemail').not.toEqual([]);
});

test('a recording stopped while offline stays in the browser and is sent when the network is back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const vm = await record(page, 6);
  await context.setOffline(true);
  await vm.stop.click();
  await expect(toastTitled(page, 'Upload Failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("We'll send your message as soon as you're back online.")).toBeVisible();
  await context.setOffline(false);
  await expect(toastTitled(page, /Voice message (processed|received)!/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("We'll send your message as soon as you're back online.")).toBeHidden();
});

test('a recording whose upload failed is sent after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route('**/api/voice-feedback', (route) =>
    route.fulfill({ status: 503, body: '{"message":"down"}', headers: { 'content-type': 'application/json' } }),
  );
  const vm = await record(page, 6);
  await vm.stop.click();
  await expect(toastTitled(page, 'Upload Failed')).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/voice-feedback');
  const delivered = page.waitForResponse(
    (response) => response.url().endsWith('/api/voice-feedback') && response.request().method() === 'POST',
  );
  await page.reload();
  expect((await delivered).status()).toBe(201);
  await expect(toastTitled(page, /Voice message (processed|received)!/)).toBeVisible({ timeout: 60_000 });
});

test('a pending answer is not a dead end: the result arrives after the panel has closed and fills in the form', async ({
  page,
}) => {
  test.setTimeout(90_000);
  let asked = 0;
  await page.route('**/api/voice-feedback', (route) =>
    route.fulfill({
      status: 201,
      json: {
        id: 9001,
        status: 'pending',
        transcript: null,
        extractedData: null,
        resultToken: 'result-token-for-this-visitor',
      },
    }),
  );
  await page.route('**/api/voice-feedback/9001/result', (route) => {
    asked += 1;
    expect(route.request().headers()['x-voice-token']).toBe('result-token-for-this-visitor');
    // Pending twice, then ready.
    return route.fulfill({
      status: 200,
      json:
        asked < 3
          ? { status: 'pending', extractedData: null }
          : {
              status: 'transcribed',
              extractedData: {
                firstName: 'Diane',
                lastName: 'Foster',
                company: 'Foster Landscaping',
                debtAmount: '1m-5m',
                email: EMAIL,
              },
            },
    });
  });
  const vm = await record(page, 3);
  await vm.stop.click();
  await expect(toastTitled(page, 'Voice message received!')).toBeVisible({ timeout: 30_000 });
  // The success view says what is true now: the form fills in later.
  await expect(vm.dialog.getByText(/We're still listening to it/).first()).toBeVisible();
  await expect(vm.dialog).toBeHidden({ timeout: 10_000 });
  await expect(toastTitled(page, 'Voice message processed!')).toBeVisible({ timeout: 30_000 });
  const form = page.locator('#consultation-form');
  await expect(form.getByLabel(/First Name/)).toHaveValue('Diane');
  await expect(form.getByLabel(/Company/)).toHaveValue('Foster Landscaping');
  expect(await page.evaluate(() => localStorage.getItem('voicemailPendingResults'))).toBeNull();
});
