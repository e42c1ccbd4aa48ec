import MaterialLibrary from './MaterialLibrary';

/** /material/image: the image library. */
export default function ImageLibraryPage() {
  return <MaterialLibrary type={1} />;
}
