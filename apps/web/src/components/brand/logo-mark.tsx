import { cn } from '../../lib/cn';

/** The Postcraft mark: a rounded gradient tile with a stylised "P". Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-8', className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="postcraft-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#a855f7" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#postcraft-mark)" />
      <path
        d="M11.5 23V9.5h5.8a4.4 4.4 0 0 1 0 8.8h-5.8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22.5" cy="22.5" r="1.9" fill="#fff" opacity="0.9" />
    </svg>
  );
}
