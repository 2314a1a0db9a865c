// Renders the notices queue as a polite live region so screen readers announce them.
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { noticesAtom } from './notices';

export const noticeTimeoutMs = 5000;

export function Notices() {
  const [notices, setNotices] = useAtom(noticesAtom);
  useEffect(() => {
    if (notices.length === 0) return;
    const timer = setTimeout(() => setNotices((list) => list.slice(1)), noticeTimeoutMs);
    return () => clearTimeout(timer);
  }, [notices, setNotices]);
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <p key={notice.id} className={`notice notice-${notice.tone}`}>
          {notice.text}
        </p>
      ))}
    </div>
  );
}
