/** Decorative dashboard sketch for the home banner (no text, hidden from assistive technology). */
export default function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 340 220" aria-hidden focusable="false">
      <rect x="10" y="20" width="230" height="150" rx="14" fill="rgba(255,255,255,0.16)" />
      <rect x="26" y="38" width="90" height="10" rx="5" fill="rgba(255,255,255,0.55)" />
      <rect x="26" y="56" width="60" height="8" rx="4" fill="rgba(255,255,255,0.3)" />
      <polyline
        points="26,140 62,112 96,122 130,88 166,100 200,66 224,76"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="200" cy="66" r="6" fill="#13c2c2" stroke="#fff" strokeWidth="3" />
      <rect x="180" y="110" width="150" height="96" rx="14" fill="rgba(255,255,255,0.22)" />
      <rect x="198" y="168" width="16" height="24" rx="4" fill="#fff" opacity="0.9" />
      <rect x="222" y="150" width="16" height="42" rx="4" fill="#fff" opacity="0.75" />
      <rect x="246" y="134" width="16" height="58" rx="4" fill="#fff" opacity="0.9" />
      <rect x="270" y="156" width="16" height="36" rx="4" fill="#fff" opacity="0.6" />
      <rect x="294" y="124" width="16" height="68" rx="4" fill="#13c2c2" />
      <circle cx="290" cy="44" r="30" fill="rgba(255,255,255,0.18)" />
      <path d="M290 14 A30 30 0 0 1 318 56 L290 44 Z" fill="rgba(255,255,255,0.6)" />
    </svg>
  );
}
