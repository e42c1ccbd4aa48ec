const WIDE = 400;
const SMALL = 200;

/**
 * A JS tag shown live in a sandboxed frame: scripts run (the images take turns) and the click opens a new window,
 * but without `allow-same-origin` the tag cannot reach the console's page, its storage or its session.
 */
export default function JsTagFrame({
  doc,
  width,
  height,
  title,
  small = false,
}: {
  doc: string;
  width: number;
  height: number;
  title: string;
  small?: boolean;
}) {
  const frameWidth = Math.min(small ? SMALL : WIDE, width || WIDE);
  const frameHeight = width > 0 && height > 0 ? Math.round((frameWidth * height) / width) : frameWidth / 2;
  return (
    <iframe
      title={title}
      srcDoc={doc}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      width={frameWidth}
      height={frameHeight}
      style={{ border: '1px solid var(--ac-border, #f0f0f0)', display: 'block', maxWidth: '100%' }}
      data-testid="js-tag-frame"
    />
  );
}
