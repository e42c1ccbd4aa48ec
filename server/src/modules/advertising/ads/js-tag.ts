import { createHash } from 'node:crypto';
import { JS_TAG_RATIOS, matchRatio } from '@adconsole/contract';

/** The one script a JS tag holds: its images shown in turn every 3 seconds (the same text in every tag). */
export const JS_TAG_ROTATE_SCRIPT =
  "(function(){var box=document.currentScript.previousElementSibling,s=box.children,i=0;setInterval(function(){s[i].style.display='none';i=(i+1)%s.length;s[i].style.display='block';},3000);})();";

/**
 * The CSP source that lets exactly that script run: the ad editor previews a tag in a sandboxed `srcdoc` frame, which
 * inherits the console's policy, so without it a tag of several images would show only its first one.
 */
export const JS_TAG_ROTATE_HASH = `'sha256-${createHash('sha256').update(JS_TAG_ROTATE_SCRIPT).digest('base64')}'`;

export interface TagImage {
  url: string;
  width: number;
  height: number;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The ratio of the JS-tag list an image has, or null. */
export const jsTagRatio = (width: number, height: number) => matchRatio(width, height, JS_TAG_RATIOS);

/** A stored file's path made absolute against the origin the tag is served from. */
export const absolute = (url: string, origin: string) =>
  /^[a-z]+:\/\//i.test(url) ? url : `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;

/**
 * The JS tag: the images (one, or several shown in turn every 3 seconds) in a box of the first image's ratio that
 * scales to its container, each a link to the click URL opened in a new window. Self-contained (no external script),
 * so a publisher pastes it as it is; the preview is the same tag in a document of its own, for a sandboxed frame.
 */
export function buildJsTag(images: TagImage[], clickUrl: string) {
  const { width, height } = images[0]!;
  const slides = images
    .map(
      (img, i) =>
        `<a href="${escapeHtml(clickUrl)}" target="_blank" rel="noopener" style="position:absolute;inset:0;display:${i === 0 ? 'block' : 'none'}"><img src="${escapeHtml(img.url)}" alt="" style="width:100%;height:100%;object-fit:cover;border:0"></a>`,
    )
    .join('');
  const rotate = images.length > 1 ? `<script>${JS_TAG_ROTATE_SCRIPT}</script>` : '';
  const html = `<div class="adc-js-tag" style="position:relative;width:100%;max-width:${width}px;aspect-ratio:${width}/${height};overflow:hidden">${slides}</div>${rotate}`;
  const preview = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>JS tag preview</title></head><body style="margin:0">${html}</body></html>`;
  return { html, preview, width, height };
}
