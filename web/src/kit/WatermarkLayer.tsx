import Watermark from 'antd/es/watermark';

/** The faint watermark of the signed-in user's id, laid over the whole window without catching clicks. */
export default function WatermarkLayer({ text }: { text: string }) {
  return (
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
  );
}
