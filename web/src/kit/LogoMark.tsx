import { useId } from 'react';

/** The console's logo mark (decorative; the product name beside it carries the meaning). */
export default function LogoMark({ size = 32 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3d5afe" />
          <stop offset="1" stopColor="#13c2c2" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path d="M9 22l5.5-12h3L23 22h-3.2l-1.1-2.6h-5.4L12.2 22H9zm5.3-5.1h3.4L16 12.8l-1.7 4.1z" fill="#fff" />
    </svg>
  );
}
