import { HydrationSignal } from '@/components/layout/HydrationSignal';
import { Editor } from './Editor';

/**
 * The content editor, development only: `.dev.tsx` route files exist only under `npm run dev`
 * (next.config.mjs), so the static export has no editor route and no editor code. A document of its
 * own: the site's languages each draw theirs (components/layout/Document.tsx), the editor needs none
 * of the site's frame.
 */
export default function KeystaticLayout() {
  return (
    <html lang="en">
      <body>
        <Editor />
        {/* <html data-hydrated> once React runs, as on the site's pages: how the preview's tests know. */}
        <HydrationSignal />
      </body>
    </html>
  );
}
