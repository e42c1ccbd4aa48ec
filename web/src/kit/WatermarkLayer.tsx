import Watermark from 'antd/es/watermark';

/**
 * The faint watermark of the signed-in user's id, laid over the whole window without catching clicks. It is
 * decoration: hidden from assistive technology and inert, so nothing in it is read out or reached with Tab, and its
 * faintness is on purpose (the contrast rule does not apply to it; the browser tests leave it out of axe's check).
 */
export default function WatermarkLayer({ text }: { text: string }) {
  return (
    <div aria-hidden="true" inert data-testid="watermark-layer">
      <Watermark
        content={text}
        font={{ color: 'rgba(0, 0, 0, 0.06)', fontSize: 14 }}
        gap={[160, 140]}
        rotate={-22}
        zIndex={1000}
        style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1000 }}
      >
        <div data-testid="watermark" data-watermark={text} style={{ width: '100%', height: '100%' }} />
      </Watermark>
    </div>
  );
}
