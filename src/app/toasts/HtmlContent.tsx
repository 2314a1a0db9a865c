// The markup of an info toast, sanitised (R8.15). Its own chunk: DOMPurify loads only when such a toast
// shows.
import { sanitizeHtml } from '../../io/html/sanitizeHtml';

export default function HtmlContent({ html }: { html: string }) {
  return <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
