// Renders the toasts in two live regions, top and bottom. Each toast can be dismissed by button; timed ones
// leave by themselves. Errors and warnings are announced assertively, the rest politely.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localSettingsAtom } from '../../state/localSettings';
import { useErrorText } from '../../features/common/useErrorText';
import { translateDynamic } from '../../i18n';
import { dismissNoticeAtom, noticePosition, noticesAtom, type Notice } from '../../state/notices';
import { Toast } from '../../ui';

const HtmlContent = lazy(() => import('./HtmlContent'));

function ToastBody({ notice }: { notice: Notice }) {
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const content = notice.content;
  switch (content.kind) {
    case 'key':
      return (
        <span>{translateDynamic(i18n, content.key, content.values ? { values: content.values } : {})}</span>
      );
    case 'error':
      return <span>{errorText(content.code, content.message)}</span>;
    case 'text':
      return <span>{content.text}</span>;
    case 'html':
      return (
        <Suspense fallback={null}>
          <HtmlContent html={content.html} />
        </Suspense>
      );
  }
}

function NoticeToast({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const dismiss = useSetAtom(dismissNoticeAtom);
  useEffect(() => {
    if (notice.timeoutMs === null) return;
    const timer = setTimeout(() => dismiss(notice.id), notice.timeoutMs);
    return () => clearTimeout(timer);
  }, [notice.id, notice.timeoutMs, dismiss]);
  return (
    <Toast tone={notice.tone} onClose={() => dismiss(notice.id)} closeLabel={t('toast.dismiss')}>
      <ToastBody notice={notice} />
    </Toast>
  );
}

function Region({ notices, position }: { notices: readonly Notice[]; position: 'top' | 'bottom' }) {
  const urgent = notices.filter((n) => n.tone === 'negative' || n.tone === 'warning');
  const calm = notices.filter((n) => n.tone !== 'negative' && n.tone !== 'warning');
  return (
    <div className={`toasts toasts-${position}`}>
      {/* The live roles sit on wrappers: a list may not take them (ARIA in HTML). */}
      <div role="alert" aria-live="assertive">
        <ul className="toast-list">
          {urgent.map((n) => (
            <NoticeToast key={n.id} notice={n} />
          ))}
        </ul>
      </div>
      <div role="status" aria-live="polite">
        <ul className="toast-list">
          {calm.map((n) => (
            <NoticeToast key={n.id} notice={n} />
          ))}
        </ul>
      </div>
    </div>
  );
}

export function Toasts() {
  const notices = useAtomValue(noticesAtom);
  const { popupPosition } = useAtomValue(localSettingsAtom);
  const top = notices.filter((n) => noticePosition(n, popupPosition) === 'top');
  const bottom = notices.filter((n) => noticePosition(n, popupPosition) === 'bottom');
  return (
    <>
      <Region notices={top} position="top" />
      <Region notices={bottom} position="bottom" />
    </>
  );
}
