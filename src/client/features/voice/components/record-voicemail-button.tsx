import { MicIcon } from '#client/components/ui/page-icons.js';
import { RECORD_LABEL } from '#content/record-label.js';
import { Button } from '#client/components/ui/button.js';
import { requestVoicemail } from '#client/lib/islands/island-store.js';

interface RecordVoicemailButtonProps {
  className?: string;
}

/** The contact section's 'Record' button: opens the voice recorder dialog (the section shows the prompt). */
export function RecordVoicemailButton({ className }: RecordVoicemailButtonProps) {
  return (
    <Button variant="outline" aria-haspopup="dialog" onClick={requestVoicemail} className={className}>
      <MicIcon aria-hidden="true" className="size-4" />
      {RECORD_LABEL}
    </Button>
  );
}
