import { Editor } from './Editor';

/**
 * The content editor, development only: `.dev.tsx` route files exist only under `npm run dev`
 * (next.config.mjs), so the static export has no editor route and no editor code.
 */
export default function KeystaticLayout() {
  return <Editor />;
}
