import { Mic } from 'lucide-react';
import { contactSection } from '../../../../content/home.js';
import { Button } from '../../components/ui/button.js';

/** Window event that opens the voicemail panel (the panel listens for it; SPEC §2). */
export const OPEN_VOICEMAIL_EVENT = 'open-voicemail';

/** Asks the voicemail panel, wherever it is mounted, to open its welcome view. */
export function openVoicemail(): void {
  window.dispatchEvent(new CustomEvent(OPEN_VOICEMAIL_EVENT));
}

interface RecordVoicemailButtonProps {
  className?: string;
}

/** The contact section's 'Record' button: opens the voice recorder dialog (the section shows the prompt). */
export function RecordVoicemailButton({ className }: RecordVoicemailButtonProps) {
  return (
    <Button variant="outline" aria-haspopup="dialog" onClick={openVoicemail} className={className}>
      <Mic aria-hidden="true" className="size-4" />
      {contactSection.recordLabel}
    </Button>
  );
}
