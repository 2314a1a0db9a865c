// The pictures of the emoticon sets (issue 17), drawn by the app as SVG: the smile set a smiling face, the
// cheer set a star. Decorative: the caller names the emoticon (its button label or the chat line's text).
export function EmoticonArt({ eid, size = 32 }: { eid: number; size?: number }) {
  return (
    <svg
      className="emoticon-art"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      data-emoticon={eid}
    >
      {eid === 1 ? (
        <>
          <circle cx="16" cy="16" r="14" fill="#ffd43b" stroke="#b07d00" strokeWidth="1.5" />
          <circle cx="11" cy="13" r="2" fill="#2b2118" />
          <circle cx="21" cy="13" r="2" fill="#2b2118" />
          <path
            d="M9.5 19c1.8 3.4 4 5 6.5 5s4.7-1.6 6.5-5"
            fill="none"
            stroke="#2b2118"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </>
      ) : eid === 2 ? (
        <path
          d="M16 2.5l4 8.6 9.3 1.1-6.9 6.4 1.9 9.2L16 23.2l-8.3 4.6 1.9-9.2-6.9-6.4 9.3-1.1z"
          fill="#ffb300"
          stroke="#a15c00"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="1.5" />
      )}
    </svg>
  );
}
