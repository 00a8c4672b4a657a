import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { VOICE_LIMITS } from '#shared/voice-schemas.js';
import { preloadToaster } from '#client/components/ui/lazy-toaster.js';
import { toast } from '#client/components/ui/use-toast.js';
import { cn } from '#client/lib/cn.js';
import { focusSection, scrollToSection } from '#client/lib/scroll-to-section.js';
import { CONSULTATION_FORM_ID } from '#client/lib/islands/consultation-form-id.js';
import { rememberBookingContact } from '#client/lib/islands/booking-contact.js';
import { RecordingView } from './recording-view.js';
import { RecordingControls } from './recording-controls.js';
import { canRecordAudio } from '#client/features/voice/recorder-support.js';
import { PanelHeader } from './panel-header.js';
import { InAppBrowserView, SubmittingView, SuccessView, UnsupportedView } from './outcome-views.js';
import { isInAppBrowser } from '#client/features/voice/in-app-browser.js';
import { useInputLevel } from '#client/features/voice/use-input-level.js';
import { useVoiceRecorder } from '#client/features/voice/use-voice-recorder.js';
import { holdScreenAwake, type WakeLockHandle } from '#client/features/voice/wake-lock.js';
import {
  addChunk,
  beginTake,
  dropTake,
  noteQuestionMarks,
  sendTake,
  type Take,
} from '#client/features/voice/recording-take.js';
import { currentQuestionIndex } from '#client/features/voice/question-steps.js';
import { useQuestionSteps } from '#client/features/voice/use-question-steps.js';
import { startVoicemailBackground } from '#client/features/voice/voicemail-delivery.js';
import {
  microphoneErrorToast,
  questionAnnouncement,
  recordingCopy,
  SENDING_MESSAGE,
  successCopy,
  toasts,
} from '#client/features/voice/voicemail-copy.js';
import {
  hasExtractedDetails,
  publishVoicemailRecord,
  rememberContactDetails,
  voicemailLeadRecord,
  type ContactDetails,
} from '#client/features/voice/voicemail-lead-sync.js';
import { WelcomeView } from './welcome-view.js';
import {
  formOnThisPage,
  useBottomDock,
  useRecordingAnnouncements,
  useSuccessHandOff,
} from '#client/features/voice/panel-effects.js';

type View = 'welcome' | 'recording' | 'submitting' | 'success' | 'unsupported' | 'in-app';

export interface VoicemailPanelProps {
  /** Back to idle. `false` when the panel has already moved focus somewhere useful. */
  onClose: (returnFocus?: boolean) => void;
}

/**
 * The voicemail panel (SPEC §4): welcome -> recording -> submitting -> success -> closed. A
 * non-modal dialog, anchored bottom-right on larger screens and a bottom sheet on phones; Escape
 * and the close button close it, which stops and discards a recording. An upload already under
 * way still finishes after closing (its toast says how it went).
 */
export function VoicemailPanel({ onClose }: VoicemailPanelProps) {
  const titleId = useId();
  const introId = useId();
  const panel = useRef<HTMLElement>(null);
  const [view, setView] = useState<View>('welcome');
  const [starting, setStarting] = useState(false);
  const [gettingReady, setGettingReady] = useState(false);
  const wakeLock = useRef<WakeLockHandle | null>(null);
  const [stopping, setStopping] = useState(false);
  const [formOnPage, setFormOnPage] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const contact = useRef<ContactDetails>({ email: '', phone: '' });
  const mounted = useRef(false);
  const sending = useRef(false);
  const [pendingResult, setPendingResult] = useState(false);
  const take = useRef<Take | null>(null);
  const latest = useRef({ onClose, send: () => {} });

  /** Drops the recording being made (closed while recording): outbox entry and stream. */
  const discardTake = () => {
    const current = take.current;
    take.current = null;
    if (current) dropTake(current);
  };

  const recorder = useVoiceRecorder({
    maxSeconds: VOICE_LIMITS.maxSeconds,
    onLimit: () => latest.current.send(),
    onError: () => {
      discardTake();
      toast(toasts.recordingFailed);
      latest.current.onClose();
    },
    // Every chunk is kept in the browser until the server has the recording, and goes to the
    // live stream (when one is open) to be transcribed while the caller speaks.
    onGetReady: () => setGettingReady(true),
    onChunk: (chunk, seq, mimeType) => {
      if (take.current) addChunk(take.current, chunk, seq, mimeType);
    },
  });
  const { elapsed } = recorder;
  const input = useInputLevel(recorder.stream);
  // The guided recorder: each step is noted in the take (outbox entry, live stream) and read out.
  const steps = useQuestionSteps({
    sinceStart: recorder.sinceStart,
    onStep: (marks) => {
      if (take.current) noteQuestionMarks(take.current, marks);
      setAnnouncement(questionAnnouncement(currentQuestionIndex(marks)));
    },
  });

  // The screen stays on while recording (a locked phone stops the recorder).
  useEffect(() => {
    if (recorder.stream === null) return;
    wakeLock.current = holdScreenAwake();
    return () => {
      wakeLock.current?.release();
      wakeLock.current = null;
    };
  }, [recorder.stream]);

  useEffect(() => {
    mounted.current = true;
    preloadToaster();
    return () => {
      mounted.current = false;
    };
  }, []);

  // Before the first paint, so an unsupported browser never flashes the welcome view.
  useLayoutEffect(() => {
    setFormOnPage(formOnThisPage());
    if (!canRecordAudio()) setView(isInAppBrowser(navigator.userAgent) ? 'in-app' : 'unsupported');
  }, []);

  const close = () => {
    recorder.discard();
    discardTake();
    onClose();
  };

  const start = async (details: ContactDetails) => {
    setStarting(true);
    try {
      await recorder.start();
    } catch (error) {
      if (!mounted.current) return;
      setStarting(false);
      setGettingReady(false);
      // Inside another app's web view the microphone is usually off limits: say so, with a way out.
      if (isInAppBrowser(navigator.userAgent)) {
        setView('in-app');
        return;
      }
      toast(microphoneErrorToast(error));
      onClose();
      return;
    }
    contact.current = details;
    rememberContactDetails(details);
    rememberBookingContact(details);
    take.current = beginTake(details);
    steps.restart();
    setStarting(false);
    setGettingReady(false);
    setView('recording');
    setAnnouncement(`${recordingCopy.started} ${questionAnnouncement(0)}`);
  };

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setStopping(true);
    const audio = await recorder.finish();
    const current = take.current;
    take.current = null;
    if (!mounted.current) return;
    if (!audio || !current) {
      if (current) dropTake(current);
      toast(toasts.recordingFailed);
      latest.current.onClose();
      return;
    }
    setView('submitting');
    setAnnouncement(SENDING_MESSAGE);

    // From here on the message is the visitor's, sent even if they close the panel meanwhile, and
    // kept in the browser until the server has it.
    const details = contact.current;
    const outcome = await sendTake(current, audio);
    // Recordings left from earlier tries, and the later result of a pending one, are looked after on every page.
    startVoicemailBackground({ deliverNow: false });
    if (outcome.kind !== 'sent') {
      toast(toasts.uploadFailed);
      if (mounted.current) latest.current.onClose();
      return;
    }
    const answer = outcome.answer;
    const pending = answer?.status === 'pending';
    const extracted = answer?.extractedData ?? null;
    publishVoicemailRecord(voicemailLeadRecord(extracted, details));
    // Pending: 'received' now, and 'processed' once the result arrives (voicemail-delivery.ts).
    toast(hasExtractedDetails(extracted, details) ? toasts.processed : toasts.received);
    if (!mounted.current) return;
    const onPage = formOnThisPage();
    setFormOnPage(onPage);
    setPendingResult(pending);
    setView('success');
    setAnnouncement(
      `${successCopy.heading} ${pending ? successCopy.stillListening : onPage ? successCopy.formBelow : successCopy.formElsewhere}`,
    );
  };

  useEffect(() => {
    latest.current = { onClose, send: () => void send() };
  });

  useRecordingAnnouncements({
    recording: view === 'recording',
    elapsed,
    silentSeconds: input.silentSeconds,
    announce: setAnnouncement,
  });

  // The submitting view has no control of its own: keep focus in the panel.
  useEffect(() => {
    if (view === 'submitting') panel.current?.focus();
  }, [view]);

  useSuccessHandOff(view === 'success', panel, (returnFocus) => latest.current.onClose(returnFocus));
  useBottomDock(panel);

  const goToForm = () => {
    if (scrollToSection(CONSULTATION_FORM_ID)) focusSection(CONSULTATION_FORM_ID);
    recorder.discard();
    onClose(false);
  };
  const leaveForForm = () => {
    recorder.discard();
    onClose(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const recording = view === 'recording';
  return (
    <section
      ref={panel}
      role="dialog"
      data-view={view}
      aria-labelledby={titleId}
      aria-describedby={view === 'welcome' ? introId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex max-h-[calc(100dvh-4rem)] flex-col overflow-hidden bg-white outline-none',
        'rounded-t-2xl shadow-[0_-8px_30px_rgb(0_0_0/0.18)] ring-1 ring-slate-900/10',
        'sm:inset-x-auto sm:right-[max(1rem,env(safe-area-inset-right))] sm:w-96 sm:rounded-2xl sm:shadow-2xl',
        // Toasts stand above it below md and sit bottom-left from md (toast.tsx): none covers it.
        'sm:bottom-[max(1rem,env(safe-area-inset-bottom))] sm:max-h-[calc(100dvh-6rem)]',
      )}
    >
      <PanelHeader
        titleId={titleId}
        recording={recording}
        elapsed={elapsed}
        onClose={close}
        compact={view === 'success'}
      />

      {/* While recording, the controls sit below this body: a keyboard can still scroll the questions. */}
      <div
        {...(recording ? { role: 'region', 'aria-label': recordingCopy.questionsHeading, tabIndex: 0 } : {})}
        className={cn(
          'min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-5 focus-visible:outline-offset-[-3px]',
          recording ? 'pb-4' : 'pb-[max(1.25rem,env(safe-area-inset-bottom))]',
          // The success sheet on a phone: as short as it can be while the page scrolls to the form.
          view === 'success' && 'max-sm:px-4 max-sm:pt-4',
        )}
      >
        {view === 'welcome' && (
          <WelcomeView
            introId={introId}
            starting={starting}
            gettingReady={gettingReady}
            onStart={(details) => void start(details)}
          />
        )}
        {view === 'recording' && (
          <RecordingView questionIndex={steps.index} level={input.level} silentSeconds={input.silentSeconds} />
        )}
        {view === 'submitting' && <SubmittingView />}
        {view === 'success' && (
          <SuccessView pending={pendingResult} formOnPage={formOnPage} onGoToForm={goToForm} onLeave={leaveForForm} />
        )}
        {view === 'in-app' && <InAppBrowserView formOnPage={formOnPage} onGoToForm={goToForm} onLeave={leaveForForm} />}
        {view === 'unsupported' && (
          <UnsupportedView formOnPage={formOnPage} onGoToForm={goToForm} onLeave={leaveForForm} />
        )}
      </div>

      {/* Outside the scrolling body: always on screen, however long the question list. */}
      {view === 'recording' && (
        <RecordingControls
          elapsed={elapsed}
          maxSeconds={VOICE_LIMITS.maxSeconds}
          lastQuestion={steps.last}
          onNext={steps.next}
          stopping={stopping}
          onStop={() => void send()}
        />
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
