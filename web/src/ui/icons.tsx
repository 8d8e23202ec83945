/** Small line icons drawn inline (no icon font or external sprite under the strict CSP). */
interface IconProps {
  className?: string;
  size?: number;
}

function Icon({ d, className, size = 20 }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Icon {...p} d="M4 6h16M4 12h16M4 18h16" />;
export const SearchIcon = (p: IconProps) => (
  <Icon {...p} d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM21 21l-5-5" />
);
export const CloseIcon = (p: IconProps) => <Icon {...p} d="M6 6l12 12M18 6L6 18" />;
export const ChevronDownIcon = (p: IconProps) => <Icon {...p} d="M6 9l6 6 6-6" />;
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p} d="M15 6l-6 6 6 6" />;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p} d="M9 6l6 6-6 6" />;
export const ExternalIcon = (p: IconProps) => (
  <Icon {...p} d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
);
export const BoxIcon = (p: IconProps) => (
  <Icon {...p} d="M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10" />
);
export const ReturnIcon = (p: IconProps) => (
  <Icon {...p} d="M9 14l-5-5 5-5M4 9h11a5 5 0 0 1 0 10h-3" />
);
export const ChatIcon = (p: IconProps) => (
  <Icon {...p} d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
);
export const PhoneIcon = (p: IconProps) => (
  <Icon
    {...p}
    d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"
  />
);
export const PauseIcon = (p: IconProps) => <Icon {...p} d="M9 5v14M15 5v14" />;
export const PlayIcon = (p: IconProps) => <Icon {...p} d="M7 5l12 7-12 7z" />;
export const CartIcon = (p: IconProps) => (
  <Icon {...p} d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01" />
);
export const UserIcon = (p: IconProps) => (
  <Icon {...p} d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />
);
