import type { ReactElement } from 'react';
import { Button, type ButtonProps } from '#client/components/ui/button.js';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.js';

/**
 * Names an icon-only control on hover and keyboard focus. The control keeps its own aria-label:
 * the tooltip is for sighted users and only repeats it.
 */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** An icon-only button: labelled for screen readers, named by a tooltip, 44 px square. */
export function IconButton({ label, ...props }: Omit<ButtonProps, 'size'> & { label: string }) {
  return (
    <WithTooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} {...props} />
    </WithTooltip>
  );
}
