import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { firm } from '../content/firm.js';
import { contactSection } from '../content/home.js';
import playwrightConfig from '../playwright.config.js';
import { QUESTION_MARKS_FIELD } from '../src/shared/question-marks.js';
import type { VoiceFeedback } from '../src/shared/voice-schemas.js';
import { guidedSpeech, type GuidedSpeech } from '../src/server/test-support/guided-speech.js';
import { openDashboard, ORIGIN } from './support/admin-dashboard.js';
import { consultationForm, waitForHydration } from './support/page-helpers.js';

/**
 * The guided voicemail end to end (issue 24): a caller on a phone answers the seven questions one
 * at a time, tapping Next question before each answer; the marks reach the server with the
 * recording; the principal reads the transcript question by question; and the form the voicemail
 * filled submits without a "Missing Required Fields" on any field the voicemail claimed. The fake
 * microphone plays espeak-ng's answers with a caller's pauses; the server decodes them with the
 * real offline decoder.
 */
const TITLE = `Leave ${firm.principal.fullName} a Voicemail`;
const ANSWERS = [
  'Hi, my name is Diane Foster, I am the owner of Foster Landscaping.',
  'We owe about one point two million dollars in total.',
  'One of the lenders has filed a lawsuit against us.',
  'Around one hundred and fifty thousand dollars a month.',
  'Fourteen creditors.',
  'Our accountant mentioned bankruptcy, but we do not want to.',
  'Keep the business running and keep our crews working.',
];
const EMAIL = 'diane.foster@fosterlandscaping.example';
const AUDIO_DIR = path.join(tmpdir(), `debt-site-voicemail-guided-e2e-${process.pid}`);
const WAV = path.join(AUDIO_DIR, 'voicemail.wav');
let speech: GuidedSpeech;

test.beforeAll(async () => {
  mkdirSync(AUDIO_DIR, { recursive: true });
  // Pauses long enough that a tap a few hundred ms off (the recorder starts a moment after the
  // microphone) still falls between two answers.
  speech = await guidedSpeech(ANSWERS, { pauseSeconds: 1.8, leadSeconds: 0.9, wordsPerMinute: 140 });
  const raw = path.join(AUDIO_DIR, 'voicemail-22k.wav');
  writeFileSync(raw, speech.wav);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', raw, '-ar', '44100', '-ac', '1', '-c:a', 'pcm_s16le', WAV]);
});
test.afterAll(() => rmSync(AUDIO_DIR, { recursive: true, force: true }));

const BASE_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...BASE_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${WAV}`],
  },
  permissions: ['microphone'],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

const toastTitled = (page: Page, title: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

test('a caller guided one question at a time: marks reach the server, the principal reads it by question, and the form submits', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: TITLE });
  await page.getByRole('button', { name: TITLE }).click();
  await dialog.getByLabel('Email Address').fill(EMAIL);
  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  const stop = dialog.getByRole('button', { name: 'Stop & Send' });
  const next = dialog.getByRole('button', { name: 'Next question' });
  await expect(next).toBeVisible();
  const started = Date.now();

  // Tap Next as each answer is about to start (the marks the speech was made with).
  for (const [index, mark] of speech.marks.entries()) {
    if (index === 0) continue;
    await page.waitForTimeout(Math.max(0, started + mark - Date.now()));
    await next.tap();
    await expect(dialog.locator('[aria-current="step"]')).toContainText(/./);
  }
  await expect(next).toBeHidden();
  await page.waitForTimeout(Math.max(0, started + speech.durationMs - Date.now()));

  // Passed through unchanged: routing only makes the multipart body readable to the test.
  await page.route('**/api/voice-feedback', (route) => route.continue());
  const upload = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/voice-feedback',
  );
  await stop.tap();
  const body = (await upload).postDataBuffer()?.toString('latin1') ?? '';
  const sent = new RegExp(`name="${QUESTION_MARKS_FIELD}"\\r\\n\\r\\n(\\[[0-9,]+\\])`).exec(body)?.[1];
  expect(sent, 'the upload carries the marks').toBeDefined();
  const marks = JSON.parse(sent!) as number[];
  expect(marks).toHaveLength(7);
  expect(marks[0]).toBe(0);

  await expect(toastTitled(page, /Voice message (processed|received)!/)).toBeVisible({ timeout: 120_000 });

  // The form: a field the voicemail claimed ("From your voicemail, please check") is filled, so a
  // submit never fails on it; what it left empty is for the caller.
  const form = consultationForm(page);
  await form.form.scrollIntoViewIfNeeded();
  await expect(form.email).toHaveValue(EMAIL);
  const required = { firstName: form.firstName, lastName: form.lastName, message: form.message };
  const claimed: string[] = [];
  for (const [name, field] of Object.entries(required)) {
    const id = await field.getAttribute('id');
    const note = page.locator(`#${id}-note`);
    if ((await note.count()) > 0 && (await note.textContent())?.includes(contactSection.fromVoicemailNote)) {
      claimed.push(name);
      await expect(field, `${name} was claimed by the voicemail`).not.toHaveValue('');
    }
  }
  test.info().annotations.push({ type: 'claimed by the voicemail', description: claimed.join(', ') || 'none' });
  console.log(`[voicemail-guided] required fields the voicemail filled: ${claimed.join(', ') || 'none'}`);
  for (const field of Object.values(required))
    if ((await field.inputValue()) === '') await field.fill('Typed by the caller');
  await form.submit.tap();
  await expect(toastTitled(page, 'Missing Required Fields')).toHaveCount(0);
  await expect(toastTitled(page, 'Consultation Request Submitted')).toBeVisible({ timeout: 15_000 });

  // The server stored the marks and the answers, one per question.
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await openDashboard(adminPage);
  // The newest message from this caller with marks (another spec uses the same address); its
  // answers once its transcription is stored (a busy machine may answer Pending first).
  const ours = async (): Promise<VoiceFeedback | undefined> => {
    const list = await adminPage.request.get('/api/voice-feedback', { headers: ORIGIN });
    const body = (await list.json()) as VoiceFeedback[] | { items: VoiceFeedback[] };
    const items = Array.isArray(body) ? body : body.items;
    return items.filter((item) => item.email === EMAIL && item.questionMarks).sort((a, b) => b.id - a.id)[0];
  };
  await expect
    .poll(async () => (await ours())?.answers?.map((answer) => answer.question), { timeout: 90_000 })
    .toEqual([1, 2, 3, 4, 5, 6, 7]);
  const stored = (await ours())!;
  expect(stored.questionMarks).toEqual(marks.filter((mark) => mark < (stored.duration ?? 0) * 1000));

  // The principal reads the transcript under each question.
  // In the voice column: the Active Leads rows show the caller's e-mail too (since the first screen work).
  const card = adminPage
    .getByRole('region', { name: 'Voice Feedback' })
    .getByRole('article')
    .filter({ hasText: EMAIL })
    .first();
  await expect(card.getByText('Total commercial debt owed')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Play answer 2\b/ })).toBeVisible();
  await admin.close();
});
