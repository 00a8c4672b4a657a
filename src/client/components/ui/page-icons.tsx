import type { ReactNode, SVGProps } from 'react';

/**
 * The few icons the public pages draw with their own code before any interaction (the header's
 * menu button, the voicemail's microphone), as inline SVG. The drawings are lucide's (the icon
 * library the rest of the app uses, ISC); its React runtime was the larger part of their cost in
 * the home page's entry, so these are written out here (decision 0044). Decorative: callers pass
 * aria-hidden and a size class.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** An icon component drawing `shapes` in lucide's 24×24 stroke style. */
export function pageIcon(shapes: ReactNode) {
  return function PageIcon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const MenuIcon = pageIcon(<path d="M4 5h16M4 12h16M4 19h16" />);

export const CloseIcon = pageIcon(<path d="M18 6 6 18M6 6l12 12" />);

export const MicIcon = pageIcon(
  <>
    <path d="M12 19v3M19 10v2a7 7 0 0 1-14 0v-2" />
    <rect x="9" y="2" width="6" height="13" rx="3" />
  </>,
);
