/**
 * Hero illustration: a globe, a flight path and a graduate's cap. Inline, so it costs no request.
 * Without a label it is decoration (the error screens reuse it beside their own words).
 */
export function HeroArt({ label }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 400" width="480" height="400" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <defs>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1560bd" />
          <stop offset="1" stopColor="#0b3a75" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="210" r="150" fill="url(#hero-sea)" />
      <g fill="#5fb49c" opacity="0.95">
        <path d="M150 140c20-20 55-25 70-10s-5 35-25 40-20 25-40 20-25-35-5-50z" />
        <path d="M250 110c25-10 60 0 70 20s-10 30-30 30-15 20-35 15-30-55-5-65z" />
        <path d="M290 200c20-5 40 10 40 30s-15 45-35 45-25-20-20-40 0-30 15-35z" />
        <path d="M170 230c15 0 30 15 25 35s-25 30-35 20-10-55 10-55z" />
      </g>
      <g fill="none" stroke="#dbe8fb" strokeWidth="1.5" opacity="0.55">
        <ellipse cx="240" cy="210" rx="150" ry="55" />
        <ellipse cx="240" cy="210" rx="60" ry="150" />
        <path d="M90 210h300" />
      </g>
      <path d="M60 330C120 170 300 60 430 80" fill="none" stroke="#f59e0b" strokeWidth="4" strokeDasharray="10 10" strokeLinecap="round" />
      {/* The plane in the brand's dark blue with a white edge: the pale sky behind it swallowed a white one. */}
      <g transform="translate(420 72) rotate(-12) scale(1.5)" stroke="#ffffff" strokeWidth="1.5" strokeLinejoin="round">
        <path d="M-4 2 6-16h6L6 2zM-4 6 4 20h6L4 6z" fill="#1560bd" />
        <path d="M-22 6 18-2l10 2-10 4-40 8z" fill="#0b3a75" />
      </g>
      <g transform="translate(70 300)">
        <circle r="30" fill="#ffffff" stroke="#0b3a75" strokeWidth="3" />
        <path d="M-18-2 0-12l18 10L0 8z" fill="#0b3a75" />
        <path d="M-10 3v8c6 5 14 5 20 0V3L0 8z" fill="#0b3a75" />
        <path d="M14 0v12" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g fill="#ffffff">
        <circle cx="400" cy="300" r="34" />
        <path d="M384 312h32v4h-32zM386 290h28l-14-10zM388 294h4v16h-4zM398 294h4v16h-4zM408 294h4v16h-4z" fill="#0b3a75" />
      </g>
      <g fill="#f59e0b">
        <circle cx="120" cy="80" r="5" />
        <circle cx="380" cy="180" r="4" />
        <circle cx="440" cy="230" r="3" />
      </g>
    </svg>
  );
}
