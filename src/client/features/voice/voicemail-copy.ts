import { claims, firm } from '#content/firm.js';
import { VOICEMAIL_QUESTIONS } from '#shared/voicemail-questions.js';
import type { ToastInput } from '#client/components/ui/use-toast.js';

/** The voicemail panel's words: SPEC §2 (questions), §5 (validation) and §8 (toasts). */

export const EMAIL_REQUIRED_MESSAGE = 'Email is required';

export const welcomeCopy = {
  intro:
    `Rather talk than type? Answer ${VOICEMAIL_QUESTIONS.length} short questions out loud, in your own words. ` +
    `${firm.principal.firstName} listens to every message personally. ${claims.followUpPromise}`,
  micNote: 'Your browser will ask for permission to use the microphone.',
  startLabel: 'Start Recording',
  startingLabel: 'Waiting for the microphone…',
  /** The half-second beat after the microphone is granted, before the timer starts. */
  getReadyLabel: 'Get ready…',
} as const;

export const recordingCopy = {
  status: 'Recording',
  questionsHeading: 'Please answer these questions:',
  stopLabel: 'Stop & Send',
  nextLabel: 'Next question',
  started:
    'Recording started. Answer each question, then press Next question for the next one. Press Stop & Send when you are done.',
  lastQuestion: 'Then press Stop & Send.',
  cannotHear: "We can't hear you. Check that your microphone is on and not muted.",
} as const;

/** "Question 2 of 7": where the caller is in the guided recorder (0-based index). */
export const questionProgress = (index: number) => `Question ${index + 1} of ${VOICEMAIL_QUESTIONS.length}`;

/** What a screen reader hears when a question comes up (the panel's status region). */
export function questionAnnouncement(index: number): string {
  const question = VOICEMAIL_QUESTIONS[index];
  if (question === undefined) return '';
  const last = index === VOICEMAIL_QUESTIONS.length - 1;
  return `${questionProgress(index)}: ${question}.${last ? ` ${recordingCopy.lastQuestion}` : ''}`;
}

export const SENDING_MESSAGE = 'Sending your message…';

export const successCopy = {
  heading: 'Thank you! Your voicemail was sent.',
  formBelow: 'Your consultation form is below, filled in with what we have. Please review it and send it.',
  formElsewhere:
    'Your consultation form on the home page is filled in with what we have. Please review it and send it.',
  goToForm: 'Review the Consultation Form',
  /** The answer came back before the transcript: the form fills in later (decision 0020). */
  stillListening:
    "We're still listening to it. Your consultation form will fill in as soon as we're done; you can start on it now.",
} as const;

const officePhone = firm.phones[0];

/** A web view inside another app (Facebook, Instagram …), which usually has no microphone. */
export const inAppCopy = {
  heading: "Voice recording doesn't work inside this app.",
  body: 'Open this page in your browser (Chrome or Safari) to record your message, or use the consultation form instead.',
  openInBrowser: 'Open in Browser',
  copyLink: 'Copy Page Link',
  copied: 'Link copied. Paste it into your browser.',
} as const;

export const unsupportedCopy = {
  heading: 'Voice recording is not available in this browser.',
  body:
    'Please use the consultation form instead; it takes about two minutes' +
    (officePhone ? `, or call us at ${officePhone.display}.` : '.'),
  goToForm: 'Go to the Consultation Form',
} as const;

export const CLOSE_LABEL = 'Close voicemail';

/** SPEC §8 toasts. */
export const toasts = {
  microphoneDenied: {
    variant: 'destructive',
    title: 'Microphone Access Denied',
    description: 'Please allow microphone access to record your voicemail.',
  },
  noMicrophone: {
    variant: 'destructive',
    title: 'No Microphone Found',
    description: 'Please connect a microphone and try again, or use the consultation form instead.',
  },
  microphoneBusy: {
    variant: 'destructive',
    title: 'Microphone Unavailable',
    description: 'Another app may be using your microphone. Close it and try again, or use the consultation form.',
  },
  recordingFailed: {
    variant: 'destructive',
    title: 'Recording Failed',
    description: 'Something went wrong while recording. Please try again.',
  },
  uploadFailed: {
    variant: 'destructive',
    title: 'Upload Failed',
    description: 'Failed to send your voicemail. Please try again.',
  },
  processed: {
    title: 'Voice message processed!',
    description: 'Your information has been extracted and the consultation form is ready for you to review.',
  },
  received: {
    title: 'Voice message received!',
    description: "Thank you! We'll review your message and follow up soon.",
  },
} satisfies Record<string, ToastInput>;

/** The toast for a getUserMedia / MediaRecorder failure (SPEC §8: a refusal is 'Access Denied'). */
export function microphoneErrorToast(error: unknown): ToastInput {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return toasts.noMicrophone;
    case 'NotReadableError':
    case 'TrackStartError':
      return toasts.microphoneBusy;
    case 'NotSupportedError':
      return toasts.recordingFailed;
    default:
      // NotAllowedError, SecurityError (permissions policy), PermissionDeniedError (old Chrome).
      return toasts.microphoneDenied;
  }
}
