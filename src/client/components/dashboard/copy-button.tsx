import { Copy } from 'lucide-react';
import { toast } from '#client/components/ui/use-toast.js';
import { IconButton } from './with-tooltip.js';

async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to clipboard' });
  } catch {
    // The Clipboard API needs a secure context and the page's focus; say so rather than fail silently.
    toast({ title: 'Could not copy to clipboard', variant: 'destructive' });
  }
}

/** Copies a value (e-mail, phone, transcript) and confirms with SPEC §8's toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <IconButton label={label} onClick={() => void copyToClipboard(text)}>
      <Copy className="size-4" aria-hidden="true" />
    </IconButton>
  );
}
