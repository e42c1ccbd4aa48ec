import MaterialLibrary from './MaterialLibrary';

/** /material/video: the video library. */
export default function VideoLibraryPage() {
  return <MaterialLibrary type={2} />;
}
