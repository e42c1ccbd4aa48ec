import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while a navigation loads its page or data. */
export default function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 2,
        zIndex: 2000,
        background: 'linear-gradient(90deg, #3d5afe, #13c2c2)',
        width: busy ? '80%' : '0%',
        opacity: busy ? 1 : 0,
        transition: busy ? 'width 8s cubic-bezier(0.1, 0.7, 0.2, 1), opacity 0.2s' : 'opacity 0.3s',
        pointerEvents: 'none',
      }}
    />
  );
}
