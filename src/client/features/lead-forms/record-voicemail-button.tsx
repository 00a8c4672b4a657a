import { Mic } from 'lucide-react';
import { contactSection } from '../../../../content/home.js';
import { Button } from '../../components/ui/button.js';
import { cn } from '../../lib/cn.js';

/** Window event that opens the voicemail panel (the panel listens for it; SPEC §2). */
export const OPEN_VOICEMAIL_EVENT = 'open-voicemail';

/** Asks the voicemail panel, wherever it is mounted, to open its welcome view. */
export function openVoicemail(): void {
  window.dispatchEvent(new CustomEvent(OPEN_VOICEMAIL_EVENT));
}

interface RecordVoicemailButtonProps {
  className?: string;
  /** Show contactSection.recordPrompt beside the button (default true). */
  showPrompt?: boolean;
}

/** The contact section's 'Record' button: opens the voice recorder dialog. */
export function RecordVoicemailButton({ className, showPrompt = true }: RecordVoicemailButtonProps) {
  const button = (
    <Button variant="outline" aria-haspopup="dialog" onClick={openVoicemail} className={showPrompt ? undefined : className}>
      <Mic aria-hidden="true" className="size-4" />
      {contactSection.recordLabel}
    </Button>
  );
  if (!showPrompt) return button;
  return (
    <div className={cn('flex flex-col items-start gap-3 sm:flex-row sm:items-center', className)}>
      <p className="text-sm leading-relaxed text-slate-600">{contactSection.recordPrompt}</p>
      <div className="shrink-0">{button}</div>
    </div>
  );
}
